/**
 * An agency's letter-number pattern (format-naskah.md "Letter number"): literal text with
 * parts in braces, set per work unit and letter type. Plain functions, no zod, so the
 * server's numbering and the screen's live preview format a number the same way.
 */

import { KLASIFIKASI_KEAMANAN } from "./klasifikasi-keamanan";

/** The parts a pattern may hold, with what each stands for (the screen lists them). */
export const NUMBER_PATTERN_PARTS = {
  kode_klasifikasi: "Kode klasifikasi arsip surat",
  nomor: "Nomor urut (mulai dari 1 setiap tahun)",
  kode_unit: "Kode satuan kerja (singkatan)",
  kode_jabatan: "Kode jabatan penandatangan",
  sifat: "Kode sifat: B (Biasa), T (Terbatas), R (Rahasia), SR (Sangat Rahasia)",
  bulan: "Bulan surat, dua angka (01–12)",
  bulan_romawi: "Bulan surat dalam angka Romawi (I–XII)",
  tahun: "Tahun surat, empat angka",
} as const;

export type NumberPatternPart = keyof typeof NUMBER_PATTERN_PARTS;

/** The regional default (Permendagri 83/2022): `000.1.2/15/Diskominfo/2026`. */
export const DEFAULT_NUMBER_PATTERN = "{kode_klasifikasi}/{nomor}/{kode_unit}/{tahun}";

export const NUMBER_PATTERN_MAX_LENGTH = 120;

export const NUMBER_PATTERN_MESSAGES = {
  required: "Pola nomor wajib diisi",
  tooLong: `Pola nomor paling banyak ${NUMBER_PATTERN_MAX_LENGTH} karakter`,
  needsNomor: "Pola nomor harus memuat {nomor} tepat satu kali",
  needsTahun: "Pola nomor harus memuat {tahun}, agar nomor tahun berbeda tidak sama",
  unknownPart: (part: string) => `Bagian pola tidak dikenal: {${part}}`,
  brace: "Kurung kurawal pada pola nomor tidak berpasangan",
  badChar: "Pola nomor hanya boleh berisi huruf, angka, spasi dan tanda . / - _ ( )",
} as const;

/** The screen's and the server's words about a unit's set of patterns. */
export const PENOMORAN_MESSAGES = {
  defaultRequired: "Pola nomor bawaan wajib diisi",
  duplicateType: "Jenis surat tercantum lebih dari sekali",
  unknownType: "Jenis surat tidak dikenal",
  saved: "Pola penomoran berhasil disimpan",
} as const;

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];

/** The month 1–12 in Roman numerals, as Indonesian letter numbers write it. */
export const romanMonth = (month: number): string => ROMAN[month - 1] ?? "";

/** The security class's code (`kodeNomor`): Biasa B, Terbatas T, Rahasia R, Sangat Rahasia SR. */
export function sifatCode(sifatPengamanan: string): string {
  const value = sifatPengamanan.trim().toLowerCase();
  return KLASIFIKASI_KEAMANAN.find((k) => k.kode.toLowerCase() === value)?.kodeNomor ?? "B";
}

export interface NumberParts {
  kode_klasifikasi: string;
  nomor: number;
  kode_unit: string;
  kode_jabatan: string;
  sifat: string;
  /** The letter's date, `YYYY-MM-DD`. */
  tanggal: string;
}

const PART = /\{([^{}]*)\}/g;

/** The number a pattern gives for these parts. */
export function formatNumberPattern(pattern: string, parts: NumberParts): string {
  const [year = "", month = "01"] = parts.tanggal.split("-");
  const values: Record<NumberPatternPart, string> = {
    kode_klasifikasi: parts.kode_klasifikasi,
    nomor: String(parts.nomor),
    kode_unit: parts.kode_unit,
    kode_jabatan: parts.kode_jabatan,
    sifat: parts.sifat,
    bulan: month,
    bulan_romawi: romanMonth(Number(month)),
    tahun: year,
  };
  return pattern.replace(PART, (whole, name: string) =>
    name in values ? values[name as NumberPatternPart] : whole,
  );
}

/** What is wrong with a pattern, in the screen's words; null when it can be used. */
export function numberPatternProblem(pattern: string): string | null {
  const text = pattern.trim();
  if (!text) return NUMBER_PATTERN_MESSAGES.required;
  if (text.length > NUMBER_PATTERN_MAX_LENGTH) return NUMBER_PATTERN_MESSAGES.tooLong;
  const literal = text.replace(PART, "");
  if (/[{}]/.test(literal)) return NUMBER_PATTERN_MESSAGES.brace;
  if (!/^[\p{L}\p{N} ./\-_()]*$/u.test(literal)) return NUMBER_PATTERN_MESSAGES.badChar;
  const names = [...text.matchAll(PART)].map((match) => match[1] ?? "");
  const unknown = names.find((name) => !(name in NUMBER_PATTERN_PARTS));
  if (unknown !== undefined) return NUMBER_PATTERN_MESSAGES.unknownPart(unknown);
  if (names.filter((name) => name === "nomor").length !== 1)
    return NUMBER_PATTERN_MESSAGES.needsNomor;
  if (!names.includes("tahun")) return NUMBER_PATTERN_MESSAGES.needsTahun;
  return null;
}

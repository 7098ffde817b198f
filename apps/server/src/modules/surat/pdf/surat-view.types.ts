/**
 * Everything the renderer needs to lay out one letter, resolved from the database
 * beforehand: the renderer itself reads nothing and can be tested with plain objects.
 */
export type PaperSize = "A4" | "F4";

export type Letterhead =
  /** The work unit's Master Kop Surat file: an image across the top, or a PDF page behind page 1. */
  | { kind: "image"; data: Buffer; mime: "image/png" | "image/jpeg" }
  | { kind: "pdf"; data: Buffer }
  /** No file: a text letterhead from the government's and the work unit's names and address. */
  | {
      kind: "text";
      pemerintah: string;
      satuanKerja: string;
      alamat: string;
      kontak: string[];
    };

export type Addressee = {
  nama: string;
  jabatan?: string | null;
  /** Employees only: printed where a layout lists people (the Surat Tugas table). */
  nip?: string | null;
  /** Rank and grade, `Penata (III/c)`. */
  pangkat?: string | null;
};

/** Codes of `jenis_naskah` that have a layout of their own (reference/jenis-naskah.json). */
export type JenisNaskahKode =
  | "nota-dinas"
  | "surat-undangan"
  | "surat-tugas"
  | "surat-edaran"
  | "surat-keterangan"
  | "berita-acara";

/** An invitation's Info Jadwal as printed in its schedule table, already in words. */
export type ScheduleView = {
  /** `Senin, 30 November 2026` (or a range of days). */
  hariTanggal: string;
  /** `09.00 – 12.00 WIB`, `09.00 WIB – selesai`. */
  waktu: string;
  tempat: string;
  acara: string;
};

export type Signatory = {
  nama: string;
  nip: string | null;
  jabatan: string;
  pangkat?: string | null;
  /** `Plt.` when an acting official signs. */
  plt?: boolean;
  /**
   * The lines above the name when they are not the position alone: `a.n. Kepala Dinas …,`,
   * `Sekretaris,` (a.n.); with `u.b.` one level further; `Plt. Kepala Dinas …,`.
   */
  lines?: string[];
};

export type SignatureMark =
  /** Electronically signed (or about to be): the QR stamp links to the verification page. */
  | { kind: "digital"; verifyUrl: string }
  /** Wet signature: blank space for ink and stamp. */
  | { kind: "basah" }
  /** Not signed yet (a draft or a letter under review). */
  | { kind: "unsigned" };

/** One reviewer's paraf as the archive copy prints it (positions as held when they initialled). */
export type ParafView = {
  nama: string;
  jabatan: string | null;
  /** The initials printed in the Paraf column ('RPH'). */
  inisial: string;
  /** When they initialled, in Asia/Jakarta: `26-11-2026 09.30`. */
  waktu: string;
};

export type LetterView = {
  /**
   * The letter type's code (`jenis_naskah.kode`): chooses the layout. `null` and the codes
   * without a layout of their own get the surat dinas layout.
   */
  jenis: string | null;
  /** Drafts carry the KONSEP watermark and no number. */
  draft: boolean;
  paper: PaperSize;
  /** `null` renders the without-letterhead variant (for pre-printed paper). */
  letterhead: Letterhead | null;
  tempat: string;
  /** ISO date of the letter; `null` while it has none. */
  tanggal: string | null;
  nomor: string | null;
  sifat: string;
  lampiran: { jumlah: number; satuan: string };
  hal: string;
  penerima: Addressee[];
  /** Sanitised HTML of the body. */
  isiHtml: string;
  /** The signer who signs last (the only one, unless a joint letter). */
  penandatangan: Signatory;
  /** A joint letter: the signers before the last, in signing order. */
  penandatanganBersama?: Signatory[];
  tandaTangan: SignatureMark;
  tembusan: Addressee[];
  /** Surat Undangan: the schedule table from the letter's Info Jadwal; `null` without one. */
  jadwal: ScheduleView | null;
  /**
   * The archive copy (salinan arsip) only: the reviewers' paraf beside the signature. Absent on
   * the copy that is sent, which never carries them.
   */
  paraf?: ParafView[];
};

/** More addressees than this go to an annex ('Daftar terlampir'). */
export const MAX_ADDRESSEES_ON_PAGE = 5;

/**
 * The security and access classes of letters (Sistem Klasifikasi Keamanan dan Akses Arsip
 * Dinamis, Perka ANRI 17/2011), stored as `mail.sifat_pengamanan` (`kode`). The one table of
 * who sees what of a letter of each class beyond its author, reviewers and recipients, who
 * always see it whole (DOMAIN.md "Letters"). No zod: the forms and the server read it as is.
 */
export interface KlasifikasiKeamanan {
  /** The stored value (`mail.sifat_pengamanan`, the payload's `sifat.pengamanan`). */
  kode: string;
  /** As the screens name it. */
  nama: string;
  /** Its code in a letter number's `{sifat}` part. */
  kodeNomor: string;
  /** The secretariat (level 8) of the letter's own work unit sees it. */
  sekretariatUnit: boolean;
  /** The secretariat of a work unit the letter reached (a recipient row there) sees it. */
  sekretariatPenerima: boolean;
  /** The public tracking and signature-verification pages show its subject. */
  perihalPublik: boolean;
  /** Notifications, Web Push and e-mails carry its subject. */
  perihalDiNotifikasi: boolean;
  /**
   * Whoever may not open it still finds it listed in a berkas, by its
   * number without its subject; otherwise it is absent for them.
   */
  tercantumTersamar: boolean;
}

export const KLASIFIKASI_KEAMANAN = [
  {
    kode: "Biasa",
    nama: "Biasa/Terbuka",
    kodeNomor: "B",
    sekretariatUnit: true,
    sekretariatPenerima: true,
    perihalPublik: true,
    perihalDiNotifikasi: true,
    tercantumTersamar: true,
  },
  {
    kode: "Terbatas",
    nama: "Terbatas",
    kodeNomor: "T",
    sekretariatUnit: true,
    sekretariatPenerima: false,
    perihalPublik: true,
    perihalDiNotifikasi: true,
    tercantumTersamar: true,
  },
  {
    kode: "Rahasia",
    nama: "Rahasia",
    kodeNomor: "R",
    sekretariatUnit: false,
    sekretariatPenerima: false,
    perihalPublik: false,
    perihalDiNotifikasi: true,
    tercantumTersamar: true,
  },
  {
    kode: "Sangat Rahasia",
    nama: "Sangat Rahasia",
    kodeNomor: "SR",
    sekretariatUnit: false,
    sekretariatPenerima: false,
    perihalPublik: false,
    perihalDiNotifikasi: false,
    tercantumTersamar: false,
  },
] as const satisfies readonly KlasifikasiKeamanan[];

export type SifatPengamanan = (typeof KLASIFIKASI_KEAMANAN)[number]["kode"];

/** The stored values, in the table's order (the forms' options, the payload's enum). */
export const SIFAT_PENGAMANAN = KLASIFIKASI_KEAMANAN.map((k) => k.kode) as [
  SifatPengamanan,
  ...SifatPengamanan[],
];

/** An access rule of the table. */
export type AturanKeamanan =
  | "sekretariatUnit"
  | "sekretariatPenerima"
  | "perihalPublik"
  | "perihalDiNotifikasi"
  | "tercantumTersamar";

/** What the public pages show instead of a subject they may not show. */
export const PERIHAL_TERTUTUP_PUBLIK = "Rahasia";
/** What notifications, Web Push and e-mails say instead of a subject they may not carry. */
export const PERIHAL_TERTUTUP_NOTIFIKASI = "Surat Sangat Rahasia";

/**
 * The class of a stored value; null for none ('-', a draft's) or an unknown one. Whoever reads
 * a rule of an unknown value gets the strictest answer (`allows`).
 */
export const klasifikasiKeamanan = (kode: string | null | undefined) =>
  KLASIFIKASI_KEAMANAN.find((k) => k.kode === kode) ?? null;

/** Whether the class stored as `kode` allows `rule`; an unknown value allows nothing. */
export const allows = (kode: string | null | undefined, rule: AturanKeamanan): boolean =>
  klasifikasiKeamanan(kode)?.[rule] ?? false;

/** The stored values of the classes that allow `rule` (for SQL `in (…)` lists). */
export const kodesAllowing = (rule: AturanKeamanan): SifatPengamanan[] =>
  KLASIFIKASI_KEAMANAN.filter((k) => k[rule]).map((k) => k.kode);

/** The class's name on screen; the stored value itself when unknown, '-' for none. */
export const namaKlasifikasiKeamanan = (kode: string | null | undefined): string =>
  klasifikasiKeamanan(kode)?.nama ?? (kode || "-");

/** The subject as the public pages show it: 'Rahasia' unless the class allows it. */
export const perihalPublik = (kode: string | null | undefined, perihal: string) =>
  allows(kode, "perihalPublik") ? perihal : PERIHAL_TERTUTUP_PUBLIK;

/** The subject as notifications, Web Push and e-mails carry it: a neutral text unless allowed. */
export const perihalNotifikasi = (kode: string | null | undefined, perihal: string) =>
  allows(kode, "perihalDiNotifikasi") ? perihal : PERIHAL_TERTUTUP_NOTIFIKASI;

/**
 * The class of a whole berkas: the strictest of its records' (the table runs from the most open
 * to the strictest); Biasa for a berkas with none.
 */
export const klasifikasiTertinggi = (kodes: readonly string[]): SifatPengamanan =>
  [...KLASIFIKASI_KEAMANAN].reverse().find((k) => kodes.includes(k.kode))?.kode ?? "Biasa";

/** Whether a record of class `kode` shows to the archive staff of its unit who did not add it. */
export const terbukaBagiUnit = (kode: string | null | undefined) => allows(kode, "sekretariatUnit");

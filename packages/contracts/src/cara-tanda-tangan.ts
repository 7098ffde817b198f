/**
 * How the signer signs (tata naskah dinas, Peraturan ANRI 5/2021): in their own position, on
 * behalf of the head (`a.n.`), on behalf of the head through an intermediate official
 * (`u.b.`), or acting in another position (`Plt.`, `Plh.`). Plain data, no zod.
 */
export const CARA_TANDA_TANGAN = ["langsung", "an", "ub", "plt", "plh"] as const;
export type CaraTandaTangan = (typeof CARA_TANDA_TANGAN)[number];

/** What the form offers for each mode. */
export const CARA_TANDA_TANGAN_LABELS: Record<CaraTandaTangan, string> = {
  langsung: "Jabatan sendiri",
  an: "a.n. (atas nama pimpinan)",
  ub: "u.b. (untuk beliau)",
  plt: "Plt. (pelaksana tugas)",
  plh: "Plh. (pelaksana harian)",
};

export const CARA_TANDA_TANGAN_MESSAGES = {
  an: "a.n. hanya untuk pejabat yang langsung di bawah pimpinan satuan kerja",
  ub: "u.b. hanya untuk pejabat dua tingkat di bawah pimpinan satuan kerja",
  acting: "Penandatangan tidak tercatat sebagai pelaksana (Plt./Plh.) pada jabatan mana pun",
  noSigner: "Pilih pemeriksa terakhir (penandatangan) lebih dahulu",
} as const;

/**
 * The signing block's title as one line, for the verification page and the e-sign log:
 * `a.n. Kepala Dinas Komunikasi dan Informatika, Sekretaris`.
 */
export const signingTitle = (lines: string[]): string =>
  lines
    .map((line) => line.replace(/,\s*$/, ""))
    .join(", ")
    .replace(", u.b.,", ", u.b.");

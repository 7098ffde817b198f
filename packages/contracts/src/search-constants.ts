// Plain constants without zod, so that the top bar's search box and the letter detail can
// use them without pulling in the schema library (search.ts re-exports them).

/** The kinds of record the search finds. */
export const SEARCH_KINDS = ["surat", "arsip"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How each kind is named on the screens (the result groups and the filter). */
export const SEARCH_KIND_LABELS = {
  surat: "Surat",
  arsip: "Arsip",
} as const satisfies Record<SearchKind, string>;

/** Page sizes of the results page. */
export const SEARCH_PAGE_SIZES = [10, 20, 50] as const;

/** The top bar's box shows results this long after the last keystroke. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 250;

/** Shortest query the search takes (shorter words match nearly everything). */
export const SEARCH_MIN_LENGTH = 2;

export const SEARCH_MESSAGES = {
  tooShort: `Kata pencarian minimal ${SEARCH_MIN_LENGTH} karakter`,
  tooLong: "Kata pencarian maksimal 200 karakter",
  empty: "Tidak ada hasil untuk pencarian ini",
  failed: "Gagal mengambil data",
  processing: "Teks sedang diproses",
  placeholder: "Cari surat, nomor, nama, isi…",
  title: "Hasil Pencarian",
  capped: "Lebih dari 1.000 hasil: persempit pencarian dengan kata lain, jenis atau tanggal",
} as const;

/**
 * The total stops counting one past this (`meta.total` is then SEARCH_TOTAL_CAP + 1): a
 * common word matches thousands of a head's letters, and nobody pages through them; the
 * results say so (SEARCH_MESSAGES.capped).
 */
export const SEARCH_TOTAL_CAP = 1000;

import { z } from "zod";
import { checkDateRange, pageMeta, wireDay } from "./common";

/**
 * One search over every record a user may see (GET egs/search): letters of both directions
 * and archive items, by any word of their subject, number, people, body and files (the text
 * layer of PDFs and the OCR of scans).
 */

import { SEARCH_KINDS, SEARCH_MESSAGES, SEARCH_MIN_LENGTH } from "./search-constants";

export * from "./search-constants";

/**
 * `GET egs/search` query. `q` takes words (every one must match, in any form: `mengundang`
 * finds `undangan`), phrases in double quotes, `-kata` to leave a word out and `atau`/`or`
 * between alternatives; a letter number or an NIP finds its records exactly.
 */
export const searchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .min(SEARCH_MIN_LENGTH, SEARCH_MESSAGES.tooShort)
      .max(200, SEARCH_MESSAGES.tooLong),
    jenis: z.enum(SEARCH_KINDS).optional(),
    /**
     * `1` while the user is still typing (the top bar's suggestions): the last word counts as
     * the start of a word (`pemban` finds `pembangunan`). The results page reads words whole.
     */
    prefix: z.stringbool().optional(),
    start_date: wireDay.optional(),
    end_date: wireDay.optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(10),
  })
  .superRefine(checkDateRange);
export type SearchQuery = z.input<typeof searchQuery>;
export type SearchParams = z.output<typeof searchQuery>;

/** One found record. */
export const searchItem = z.object({
  jenis: z.enum(SEARCH_KINDS),
  id: z.uuid(),
  /** The letter's subject (perihal) or the archive item's name. */
  judul: z.string(),
  /** The letter number, or the archive item's document number. */
  no_surat: z.string().nullable(),
  /** YYYY-MM-DD: the letter's date (or when it was sent or written), the item's upload day. */
  tanggal: z.string(),
  /**
   * A short excerpt around the matched words, HTML-escaped, the matched words inside
   * `<mark>…</mark>` (the only markup it carries).
   */
  cuplikan: z.string(),
  /** A file of the record is still being read (text layer or OCR): 'Teks sedang diproses'. */
  teks_diproses: z.boolean(),
  /** Where the record opens in the application for this user (a path of this site). */
  tautan: z.string(),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchResponse = z.object({ items: z.array(searchItem), meta: pageMeta });
export type SearchResponse = z.infer<typeof searchResponse>;

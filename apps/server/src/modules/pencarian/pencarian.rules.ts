/*
 * The search's rules as plain functions: how a query becomes a text search query, how an
 * excerpt is made safe to show, and where a found record opens for the user.
 */

/** Marks put around matched words by ts_headline; replaced by <mark> after escaping. */
export const MARK_START = "\u27E6";
export const MARK_END = "\u27E7";

/**
 * The query as `websearch_to_tsquery` reads it: double quotes make phrases, `-word` leaves a
 * word out, `or` (and the Indonesian `atau`) joins alternatives; every other word must match.
 */
export const webSearchText = (q: string) => q.replace(/(^|\s)atau(?=\s|$)/giu, "$1or");

/**
 * The last word as a prefix while the user types (`pemban` finds `pembangunan`): a bare word
 * of letters and digits of three or more, in a query of plain words only. Shorter prefixes match
 * too many words to be worth it.
 */
export function typedPrefix(q: string): string | null {
  // Phrases, alternatives and exclusions are read as written.
  if (/["]/.test(q) || /\s$/.test(q) || /(^|\s)(or(\s|$)|-)/i.test(q)) return null;
  const last = q.trim().split(/\s+/).pop() ?? "";
  return /^[\p{L}\p{N}]{3,}$/u.test(last) ? last : null;
}

/**
 * A query that looks like a letter number, an agenda number or an NIP (one token holding a
 * digit, such as `005/123/DISKOMINFO/2026` or `198503122010011002`) is also matched
 * exactly, as a part of the record's numbers.
 */
export const isCodeQuery = (q: string) => /\d/.test(q) && !/\s/.test(q.trim()) && q.length >= 3;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * The excerpt as the client shows it: the text HTML-escaped, the matched words (between the
 * headline's marks) inside `<mark>…</mark>`, the only markup it ever carries.
 */
export function markedExcerpt(headline: string): string {
  const escaped = headline.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
  let open = false;
  let out = "";
  for (const ch of escaped) {
    if (ch === MARK_START && !open) {
      out += "<mark>";
      open = true;
    } else if (ch === MARK_END && open) {
      out += "</mark>";
      open = false;
    } else if (ch !== MARK_START && ch !== MARK_END) out += ch;
  }
  return open ? `${out}</mark>` : out;
}

/** How the user stands to a found letter, as the query answers it. */
export interface LetterRelation {
  kategori: "internal" | "external";
  status: string;
  author: boolean;
  /** A reviewer of the chain, reached or not yet. */
  reviewer: boolean;
  reviewerAtWork: boolean;
  recipient: boolean;
}

/**
 * Where a found letter opens for this user: the list screen that holds it for them, so the
 * detail shows the actions they may take there and Kembali leads back to it (spec 01 §2).
 */
export function letterPath(id: string, r: LetterRelation): string {
  const outgoing = (section: string) => `/surat-keluar/${section}/detail/${id}`;
  const inbox = `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${id}`;
  if (r.kategori === "internal") {
    if (r.author && (r.status === "draft" || r.status === "perbaikan")) return outgoing("konsep");
    if (r.reviewerAtWork && r.status === "pemeriksa") return outgoing("persetujuan");
    if (r.author || r.reviewer) {
      // Surat Batal and Terkirim list the reviewers the chain reached; Telusuri opens any.
      if (r.status === "batal") return outgoing("surat-batal");
      if (r.status === "terkirim") return outgoing("terkirim");
      return outgoing("telusuri");
    }
    if (r.recipient) return inbox;
    return `/bank-surat/list/detail/${id}`;
  }
  if (r.recipient) return inbox;
  if (r.author) return `/surat-masuk/terkirim/detail-terkirim-sekretariat/sekretariat/${id}`;
  return `/bank-surat/list/detail/${id}`;
}

/** An archive item opens in Tabel Arsip, searched by its document number. */
export const arsipPath = (noDokumen: string | null) =>
  `/master-arsip/tabel-arsip${noDokumen ? `?q=${encodeURIComponent(noDokumen)}` : ""}`;

/** A month as YYYYMM, as the search's keys carry it (migration 0026, `search_keys`). */
export type Month = number;

/** The month of a day `YYYY-MM-DD`, as YYYYMM. */
export const monthOf = (day: string): Month =>
  Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7));

/** The month `n` months after `m` (before it when `n` is negative). */
export function addMonths(m: Month, n: number): Month {
  const index = Math.floor(m / 100) * 12 + (m % 100) - 1 + n;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/** The count's cap (SEARCH_TOTAL_CAP), as the rings are sized against it. */
export interface RingPlan {
  /** This month, or the month of the range's end. */
  anchor: Month;
  /** The oldest month to read: of the range's start, else of the oldest record. */
  oldest: Month;
  /** No range's end: the first ring also takes the next twelve months (records dated ahead). */
  ahead: boolean;
  /** Matches to pass: the count's cap. */
  cap: number;
}

/** How much larger a ring may be than all the months read before it. */
export const RING_GROWTH = 8;

/** The months of the first ring: this one and the one before, so that it holds a whole month. */
export const FIRST_RING = 2;

/** The months from `from` through `to`, both counted. */
export const monthsFrom = (from: Month, to: Month) =>
  Math.floor(to / 100) * 12 + (to % 100) - (Math.floor(from / 100) * 12 + (from % 100)) + 1;

/** The last day of a month, `YYYY-MM-DD`. */
export function lastDayOf(m: Month): string {
  const next = addMonths(m, 1);
  const day = new Date(Date.UTC(Math.floor(next / 100), (next % 100) - 1, 1) - 86_400_000);
  return day.toISOString().slice(0, 10);
}

/**
 * The months one statement of a search reads: `months` by the keys with those months, or, when
 * `through` is set, every month from the oldest through that one by the keys without months
 * (one index entry per key instead of one per key and month).
 */
export interface Ring {
  months: Month[];
  /** The months read once this ring is read. */
  read: number;
  through?: Month;
}

/**
 * The next months a search reads, newest first, after `read` months that matched `found`
 * records; null when every month back to the oldest is read. The first ring is the newest two
 * months. When, at the rate found so far, all the months left would hold under half the
 * count's cap (half: the newest month is still filling), they are read at once, by the keys
 * without months: a rare word, a phrase or a number costs two statements however many years
 * there are. Otherwise the next ring is as many months as, at that rate, pass the cap, and at
 * most eight times the months read: a common word stops after the months that hold a little
 * more than the cap, whatever the years of history.
 */
export function nextRing(plan: RingPlan, read: number, found: number): Ring | null {
  const newest = addMonths(plan.anchor, -read);
  if (newest < plan.oldest) return null;
  if (read > 0) {
    const left = monthsFrom(plan.oldest, newest);
    if (2 * found * (read + left) <= plan.cap * read)
      return { months: [], read: read + left, through: newest };
  }
  const wanted = plan.cap + 1 - found;
  const size =
    read === 0
      ? FIRST_RING
      : Math.max(
          1,
          Math.min(RING_GROWTH * read, found === 0 ? Infinity : Math.ceil((wanted * read) / found)),
        );
  const months: Month[] = [];
  for (let k = 0; k < size && addMonths(newest, -k) >= plan.oldest; k++)
    months.push(addMonths(newest, -k));
  if (read === 0 && plan.ahead)
    months.unshift(...Array.from({ length: 12 }, (_, k) => addMonths(plan.anchor, 12 - k)));
  return { months, read: read + size };
}

/** The user's keys for the months of a ring (`search_keys`, migration 0026). */
export const ringKeys = (keys: string[], months: Month[]) =>
  keys.flatMap((key) => months.map((month) => `${key}@${month}`));

/** A number typed whole as the mark the index holds for it (`=` and the number, lower case). */
export const codeQuery = (code: string) =>
  `'=${code.toLowerCase().replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

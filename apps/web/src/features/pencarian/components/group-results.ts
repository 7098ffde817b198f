import type { SearchItem } from "@lontar/contracts/search";
import { SEARCH_KINDS, type SearchKind } from "@lontar/contracts/search-constants";

/** How many results of one kind the top bar's box shows. */
export const SUGGESTIONS_PER_KIND = 5;

/** What one call asks for: enough for both groups. */
export const SUGGESTION_PAGE_SIZE = 10;

export interface ResultGroup {
  kind: SearchKind;
  items: SearchItem[];
}

/** The results by kind (Surat, then Arsip), at most `perKind` of each, empty kinds left out. */
export function groupResults(items: SearchItem[], perKind = SUGGESTIONS_PER_KIND): ResultGroup[] {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    items: items.filter((item) => item.jenis === kind).slice(0, perKind),
  })).filter((group) => group.items.length > 0);
}

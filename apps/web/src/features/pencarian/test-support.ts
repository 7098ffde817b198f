import type { SearchItem, SearchResponse } from "@lontar/contracts/search";
import { jsonResponse, stubFetch } from "../../test/http";
import { SEARCH_PATH } from "./api/get-search";

/** Test fixtures of the search: found records and the server's answers. */

export const LETTER_ID = "01900000-0000-7000-8000-0000000000d1";

let next = 0;
/** A found letter; each call gets a new id unless one is given. */
export function searchItem(over: Partial<SearchItem> = {}): SearchItem {
  next += 1;
  return {
    jenis: "surat",
    id: `01900000-0000-7000-8000-${String(next).padStart(12, "0")}`,
    judul: "Undangan Rapat Koordinasi",
    no_surat: "000.1.2/15/DISKOMINFO/2026",
    tanggal: "2026-07-13",
    cuplikan: "mengundang Bapak/Ibu dalam <mark>rapat</mark> koordinasi",
    teks_diproses: false,
    tautan: `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${LETTER_ID}`,
    ...over,
  };
}

/** One page of results, `total` records in all. */
export function searchAnswer(items: SearchItem[], total = items.length, page = 1, perPage = 10) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  return {
    items,
    meta: {
      current_page: page,
      last_page: last,
      from,
      to: from === null ? null : from + items.length - 1,
      per_page: perPage,
      total,
    },
  } satisfies SearchResponse;
}

/** A server whose search answers with `answer(params)`; returns the parameters of each call. */
export function fakeSearchServer(
  answer: (params: URLSearchParams) => Response = () => jsonResponse(200, searchAnswer([])),
) {
  const calls: URLSearchParams[] = [];
  const fetchMock = stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    if (url.pathname !== SEARCH_PATH) return jsonResponse(404, { items: [] });
    calls.push(url.searchParams);
    return answer(url.searchParams);
  });
  return { calls, fetchMock };
}

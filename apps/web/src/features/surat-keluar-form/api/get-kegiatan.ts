import type { PagedData } from "@lontar/contracts/common";
import { KEGIATAN_PAGE_SIZE, type kegiatanOption } from "@lontar/contracts/options";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET api/master/kegiatan: the activities of the user's work unit, 10 a page. */
export const kegiatanQuery = (kodeSkpd: string | undefined, q: string) =>
  queryOptions({
    queryKey: ["surat-keluar-form", "kegiatan", { kodeSkpd, q }],
    queryFn: ({ signal }) =>
      api.get<PagedData<typeof kegiatanOption>>("/api/master/kegiatan", {
        query: { kode_skpd: kodeSkpd, q: q || undefined, page: 1, per_page: KEGIATAN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useKegiatan = (kodeSkpd: string | undefined, q: string, enabled: boolean) =>
  useQuery({ ...kegiatanQuery(kodeSkpd, q), enabled });

import type { BeritaAcaraDetail } from "@lontar/contracts/berita-acara";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BERITA_ACARA_QUERY_KEY } from "./get-berita-acara-list";

/** GET egs/berita-acara/{id}: the Berita Acara with the berkas it acts on. */
export const beritaAcaraDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...BERITA_ACARA_QUERY_KEY, "detail", id],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: BeritaAcaraDetail }>(`/egs/berita-acara/${id}`, { signal })).items,
  });

export const useBeritaAcaraDetail = (id: string) => useQuery(beritaAcaraDetailQuery(id));

import type { BeritaAcaraItem } from "@lontar/contracts/berita-acara";
import { api } from "../../../lib/api-client";
import { useBeritaAcaraMutation } from "./use-berita-acara-mutation";

/** POST egs/berita-acara/{id}/batal: the archivist withdraws one still waiting to be signed. */
export const cancelBeritaAcara = async (id: string) =>
  (await api.post<{ items: BeritaAcaraItem }>(`/egs/berita-acara/${id}/batal`)).items;

export const useCancelBeritaAcara = () => useBeritaAcaraMutation(cancelBeritaAcara);

import type {
  BeritaAcaraItem,
  BeritaAcaraJenis,
  usulBeritaAcaraRequest,
} from "@lontar/contracts/berita-acara";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useBeritaAcaraMutation } from "./use-berita-acara-mutation";

export type UsulBody = z.input<typeof usulBeritaAcaraRequest>;

/**
 * POST egs/berkas/{pemusnahan|pemindahan|penyerahan}: a Berita Acara (201) waiting for the head
 * of the unit's signature; 422 on `berkas_ids`, `ke_unit` or `konfirmasi_rahasia` (a berkas holds
 * a Rahasia record: send again with `konfirmasi_rahasia: true`).
 */
export const usulBeritaAcara = async ({
  jenis,
  body,
}: {
  jenis: BeritaAcaraJenis;
  body: UsulBody;
}) => (await api.post<{ items: BeritaAcaraItem }>(`/egs/berkas/${jenis}`, body)).items;

export const useUsulBeritaAcara = () => useBeritaAcaraMutation(usulBeritaAcara);

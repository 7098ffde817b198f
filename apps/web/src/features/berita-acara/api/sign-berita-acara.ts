import type { BeritaAcaraItem } from "@lontar/contracts/berita-acara";
import { api } from "../../../lib/api-client";
import { useBeritaAcaraMutation } from "./use-berita-acara-mutation";

/**
 * POST egs/berita-acara/{id}/tandatangani {passphrase}: the head of the unit signs; the act
 * takes effect. 422 `errors.passphrase` on a wrong passphrase, 423 while signing is locked.
 */
export const signBeritaAcara = async ({ id, passphrase }: { id: string; passphrase: string }) =>
  (
    await api.post<{ items: BeritaAcaraItem }>(`/egs/berita-acara/${id}/tandatangani`, {
      passphrase,
    })
  ).items;

export const useSignBeritaAcara = () => useBeritaAcaraMutation(signBeritaAcara);

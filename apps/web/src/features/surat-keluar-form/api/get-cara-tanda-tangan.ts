import type { CaraTandaTanganOption } from "@lontar/contracts/mail-draft";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/list/cara-tanda-tangan?nip=: how this signer may sign, with the lines it prints. */
export const caraTandaTanganQuery = (nip: string) =>
  queryOptions({
    queryKey: ["surat-keluar-form", "cara-tanda-tangan", nip],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: CaraTandaTanganOption[] }>("/egs/list/cara-tanda-tangan", {
          query: { nip },
          signal,
        })
      ).items,
  });

export const useCaraTandaTangan = (nip: string | null) =>
  useQuery({ ...caraTandaTanganQuery(nip ?? ""), enabled: nip !== null });

import type { MailTypeOption } from "@lontar/contracts/options";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/mail-type: letter types with their templates (`type` is the letter form). */
export const mailTypesQuery = () =>
  queryOptions({
    queryKey: ["surat-keluar-form", "mail-type"],
    queryFn: ({ signal }) =>
      api.get<{ items: MailTypeOption[] }>("/egs/mail-type", { signal }).then((r) => r.items),
    staleTime: 10 * 60_000,
  });

export const useMailTypes = () => useQuery(mailTypesQuery());

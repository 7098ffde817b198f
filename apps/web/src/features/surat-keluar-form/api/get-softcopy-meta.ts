import type { SoftcopyMeta } from "@lontar/contracts/esign";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/mail/pdf/meta/{initId}: the signer's specimen images to choose from. */
export const softcopyMetaQuery = (letterId: string) =>
  queryOptions({
    queryKey: ["surat-keluar-form", "softcopy-meta", letterId],
    queryFn: ({ signal }) =>
      api
        .get<{ items: SoftcopyMeta }>(`/egs/mail/pdf/meta/${encodeURIComponent(letterId)}`, {
          signal,
        })
        .then((r) => r.items.list_ttd),
  });

export const useSoftcopyMeta = (letterId: string | null) =>
  useQuery({ ...softcopyMetaQuery(letterId ?? ""), enabled: Boolean(letterId) });

import type { PageMeta } from "@lontar/contracts/common";
import type { ReferenceItem } from "@lontar/contracts/mail";
import { REFERENCE_PAGE_SIZE } from "@lontar/contracts/mail-constants";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ReferenceParams {
  /** The letter (or its initId before the first save). */
  id: string;
  q: string;
  page: number;
}

/** GET egs/referensi/mail/{id}: earlier letters the user may see, 15 a page. */
export const referencesQuery = ({ id, q, page }: ReferenceParams) =>
  queryOptions({
    queryKey: ["surat-keluar-form", "referensi", { id, q, page }],
    queryFn: ({ signal }) =>
      api.get<{ items: ReferenceItem[]; meta: PageMeta }>(
        `/egs/referensi/mail/${encodeURIComponent(id)}`,
        { query: { q: q || undefined, page, per_page: REFERENCE_PAGE_SIZE }, signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useReferences = (params: ReferenceParams | null) =>
  useQuery({
    ...referencesQuery(params ?? { id: "", q: "", page: 1 }),
    enabled: params !== null && params.id !== "",
  });

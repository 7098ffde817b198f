import type { AppLinks } from "@lontar/contracts/app-links";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/public/app-links: the Android app's download address, null when not set. */
export const getAppLinks = async (signal?: AbortSignal): Promise<AppLinks> =>
  (await api.get<{ data: AppLinks }>("/egs/public/app-links", { auth: false, signal })).data;

export const useAppLinks = () =>
  useQuery({
    queryKey: ["app-links"],
    queryFn: ({ signal }) => getAppLinks(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

import type { TrackingDetail, TrackingQuery } from "@lontar/contracts/tracking";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * GET /egs/public/tracking-mail: each search spends its captcha, so it is sent on demand
 * (a mutation), never cached or retried.
 */
export async function trackLetter(query: Required<TrackingQuery>): Promise<TrackingDetail> {
  return (
    await api.get<{ items: TrackingDetail }>("/egs/public/tracking-mail", { auth: false, query })
  ).items;
}

export const useTrackLetter = () => useMutation({ mutationFn: trackLetter });

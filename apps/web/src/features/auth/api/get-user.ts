import type { UserInfo } from "@lontar/contracts/user";
import { queryOptions } from "@tanstack/react-query";
import { api, type RequestOptions } from "../../../lib/api-client";

/** GET /api/egs/user?username=: the logged-in user's info. */
export async function getUser(
  username: string,
  options?: Pick<RequestOptions, "token" | "signal">,
): Promise<UserInfo> {
  const response = await api.get<{ data: UserInfo }>("/api/egs/user", {
    ...options,
    query: { username },
  });
  return response.data;
}

export function getUserQueryOptions(username: string) {
  return queryOptions({
    queryKey: ["auth", "user", username],
    queryFn: ({ signal }) => getUser(username, { signal }),
    staleTime: 5 * 60_000,
  });
}

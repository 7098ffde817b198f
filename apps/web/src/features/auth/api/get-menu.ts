import type { MenuItem } from "@lontar/contracts/menu";
import { queryOptions } from "@tanstack/react-query";
import { api, type RequestOptions } from "../../../lib/api-client";

/** GET /egs/master/menu: the sidebar menus (and their routes) of the logged-in user. */
export async function getMenu(options?: Pick<RequestOptions, "token" | "signal">) {
  const response = await api.get<{ items: MenuItem[] }>("/egs/master/menu", options);
  return response.items;
}

export function getMenuQueryOptions() {
  return queryOptions({
    queryKey: ["auth", "menu"],
    queryFn: ({ signal }) => getMenu({ signal }),
    staleTime: 5 * 60_000,
  });
}

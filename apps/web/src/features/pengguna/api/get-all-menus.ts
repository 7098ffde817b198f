import type { MenuOption } from "@lontar/contracts/pengguna";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /egs/master/users/menu: every menu, as a tree. */
export const getAllMenusQueryOptions = () =>
  queryOptions({
    queryKey: ["pengguna", "all-menus"],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: MenuOption[] }>("/egs/master/users/menu", { signal })).items,
    staleTime: 5 * 60_000,
  });

export const useAllMenus = (enabled: boolean) =>
  useQuery({ ...getAllMenusQueryOptions(), enabled });

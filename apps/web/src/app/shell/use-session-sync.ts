import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getMenuQueryOptions } from "../../features/auth/api/get-menu";
import { getUserQueryOptions } from "../../features/auth/api/get-user";
import { setMenus, setUser, useAuth } from "../../lib/auth/auth-store";

/**
 * Refreshes the stored user info and menus in the background, so that a reload shows
 * the saved session at once and then catches up with changes made by an administrator.
 * The query hooks live here, not beside the fetchers, so that the login page (which
 * only calls the fetchers) does not load them.
 */
export function useSessionSync(): void {
  const username = useAuth((state) => state.user?.user_name ?? null);
  const user = useQuery({ ...getUserQueryOptions(username ?? ""), enabled: username !== null });
  const menu = useQuery({ ...getMenuQueryOptions(), enabled: username !== null });

  useEffect(() => {
    if (user.data) setUser(user.data);
  }, [user.data]);

  useEffect(() => {
    if (menu.data) setMenus(menu.data);
  }, [menu.data]);
}

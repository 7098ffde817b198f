import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getMenuQueryOptions } from "../../features/auth/api/get-menu";
import { getUserQueryOptions } from "../../features/auth/api/get-user";
import { setMenus, setUser, useAuth } from "../../lib/auth/auth-store";
import { removeOtherUsersDrafts } from "../../lib/local-drafts";

/**
 * Refreshes the stored user info and menus in the background, so that a reload shows
 * the saved session at once and then catches up with changes made by an administrator.
 * The query hooks live here, not beside the fetchers, so that the login page (which
 * only calls the fetchers) does not load them. It also removes the local drafts of any other
 * user (left in this shared browser by a session that expired rather than ended).
 */
export function useSessionSync(): void {
  const username = useAuth((state) => state.user?.user_name ?? null);
  const userId = useAuth((state) => state.user?.user_id ?? null);
  const user = useQuery({ ...getUserQueryOptions(username ?? ""), enabled: username !== null });
  const menu = useQuery({ ...getMenuQueryOptions(), enabled: username !== null });

  useEffect(() => {
    if (userId !== null) removeOtherUsersDrafts(userId);
  }, [userId]);

  useEffect(() => {
    if (user.data) setUser(user.data);
  }, [user.data]);

  useEffect(() => {
    if (menu.data) setMenus(menu.data);
  }, [menu.data]);
}

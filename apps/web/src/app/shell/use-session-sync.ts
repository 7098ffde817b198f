import { useEffect } from "react";
import { useMenu } from "../../features/auth/api/get-menu";
import { useUser } from "../../features/auth/api/get-user";
import { setMenus, setUser, useAuth } from "../../lib/auth/auth-store";

/**
 * Refreshes the stored user info and menus in the background, so that a reload shows
 * the saved session at once and then catches up with changes made by an administrator.
 */
export function useSessionSync(): void {
  const username = useAuth((state) => state.user?.user_name ?? null);
  const user = useUser(username);
  const menu = useMenu(username !== null);

  useEffect(() => {
    if (user.data) setUser(user.data);
  }, [user.data]);

  useEffect(() => {
    if (menu.data) setMenus(menu.data);
  }, [menu.data]);
}

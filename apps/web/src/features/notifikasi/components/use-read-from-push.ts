import { NOTIFICATION_READ_PARAM } from "@lontar/contracts/notification-constants";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useMarkRead } from "../api/mark-read";

/**
 * A clicked Web Push opens its letter with `?notifikasi={id}`: that notification is read, as if
 * opened from the bell, and the parameter leaves the address (a reload does not send it again).
 */
export function useReadFromPush() {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useMarkRead();
  const id = new URLSearchParams(location.search).get(NOTIFICATION_READ_PARAM);

  useEffect(() => {
    if (!id) return;
    mutate({ id });
    const rest = new URLSearchParams(location.search);
    rest.delete(NOTIFICATION_READ_PARAM);
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true },
    );
  }, [id, mutate, navigate, location.pathname, location.search, location.hash]);
}

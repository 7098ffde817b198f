import type { NotificationItem } from "@lontar/contracts/notification";
import { NOTIFICATION_LINKS } from "@lontar/contracts/notification-constants";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useMarkRead } from "../api/mark-read";

/** Opening a notification marks it read and goes to its category's list. */
export function useOpenNotification(after?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return useCallback(
    (item: NotificationItem) => {
      if (!item.is_read) markRead.mutate({ id: item.id });
      after?.();
      navigate(NOTIFICATION_LINKS[item.kategori]);
    },
    [markRead, navigate, after],
  );
}

import type { NotificationItem } from "@lontar/contracts/notification";
import { notificationLink } from "@lontar/contracts/notification-constants";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useMarkRead } from "../api/mark-read";

/**
 * Opening a notification marks it read and opens its letter (or, without a letter the user may
 * see, its category's list).
 */
export function useOpenNotification(after?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return useCallback(
    (item: NotificationItem) => {
      if (!item.is_read) markRead.mutate({ id: item.id });
      after?.();
      navigate(notificationLink(item));
    },
    [markRead, navigate, after],
  );
}

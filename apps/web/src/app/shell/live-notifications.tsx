import type { NotificationCounters, StreamNotification } from "@lontar/contracts/notification";
import {
  NOTIFICATION_TITLES,
  notificationLink,
  notificationNote,
} from "@lontar/contracts/notification-constants";
import { BANNER_TIMEOUT_MS } from "@lontar/contracts/timing";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, notification } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { dashboardCountQuery } from "../../features/dashboard/api/get-dashboard-count";
import { countersQueryOptions } from "../../features/notifikasi/api/get-counters";
import { getNotificationsQueryOptions } from "../../features/notifikasi/api/get-notifications";
import { useReadFromPush } from "../../features/notifikasi/components/use-read-from-push";
import { connectStream } from "../../features/notifikasi/live/stream-client";
import { getOutgoingListQueryOptions } from "../../features/surat-keluar/api/get-outgoing-list";
import { getInboxQueryOptions } from "../../features/surat-masuk/api/get-inbox";
import { refreshAccessToken } from "../../lib/api-client";
import { errorTexts } from "../../lib/api-error";
import { getAuthState, setUnauthorized, useIsLoggedIn } from "../../lib/auth/auth-store";

export const STREAM_URL = "/api/egs/stream";

/**
 * The live stream of the signed-in tab: keeps the counters current (the bell's, the sidebar's
 * and the dashboard's cards), refreshes the lists an event touches, shows each new notification
 * as a 6-second toast that opens its letter, and the lost-connection banner while the stream is
 * down (spec 01 §4, §8). A clicked Web Push's notification is read on arrival.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [toast, toastHolder] = notification.useNotification({
    placement: "topRight",
    // Below the top bar, so the bell and the profile menu stay in sight.
    top: 72,
    duration: BANNER_TIMEOUT_MS / 1000,
  });
  const [down, setDown] = useState(false);
  useReadFromPush();

  useEffect(() => {
    if (!loggedIn) return;
    // The counters the stream sends as the tab first connects are those the page just read.
    let firstCounters = true;
    const setCounters = (counters: NotificationCounters) => {
      queryClient.setQueryData(countersQueryOptions().queryKey, counters);
      // Whatever moved the bell (an event, a reconnection after missing some) moved the
      // dashboard's cards too: the open dashboard refetches them.
      if (!firstCounters)
        void queryClient.invalidateQueries({ queryKey: dashboardCountQuery().queryKey });
      firstCounters = false;
    };
    return connectStream({
      url: STREAM_URL,
      getToken: () => getAuthState().accessToken,
      refresh: refreshAccessToken,
      onStatus: (status) => setDown(status === "down"),
      onUnauthorized: () => setUnauthorized(true),
      onMessage: (message) => {
        if (message.event === "counters") {
          setCounters(JSON.parse(message.data) as NotificationCounters);
          void queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey });
          return;
        }
        if (message.event !== "notification") return;
        const { notification: item, counters } = JSON.parse(message.data) as StreamNotification;
        setCounters(counters);
        void queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey });
        void queryClient.invalidateQueries({
          queryKey:
            item.kategori === "surat-masuk"
              ? getInboxQueryOptions().queryKey
              : getOutgoingListQueryOptions().queryKey,
        });
        const note = notificationNote(item);
        toast.info({
          key: item.id,
          title: NOTIFICATION_TITLES[item.type],
          description: [item.pengirim ? `${item.perihal} — ${item.pengirim}` : item.perihal, note]
            .filter(Boolean)
            .join(". "),
          onClick: () => navigate(notificationLink(item)),
          style: { cursor: "pointer" },
        });
      },
    });
  }, [loggedIn, queryClient, navigate, toast]);

  return (
    <>
      {toastHolder}
      {down ? (
        <Alert banner type="warning" showIcon role="status" title={errorTexts.lostConnection} />
      ) : null}
    </>
  );
}

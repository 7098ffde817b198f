import { NotificationPage } from "../../features/notifikasi/components/notification-page";

/** `/notifikasi` ('See all' of the bell). */
export function Component() {
  return <NotificationPage />;
}

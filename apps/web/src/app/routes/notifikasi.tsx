import { NotificationPage } from "../../features/notifikasi/components/notification-page";
import { PushToggle } from "../../features/push/components/push-toggle";

/** `/notifikasi` ('See all' of the bell), with the switch for browser notifications. */
export function Component() {
  return <NotificationPage extra={<PushToggle />} />;
}

import type { NotificationItem } from "@lontar/contracts/notification";
import { NOTIFICATION_LINKS, NOTIFICATION_TITLES } from "@lontar/contracts/notification-constants";
import { formatClock, formatShortDay, jakartaDay } from "../../../lib/dates";
import "./notification-entry.css";

interface NotificationEntryProps {
  item: NotificationItem;
  /** Opens the item: marks it read and goes to its list. */
  onOpen: (item: NotificationItem) => void;
}

/** Kapan, in Indonesian: 'Hari ini 09.30', else '24 Nov 2026 09.30'. */
export function notificationTime(iso: string, now = new Date()): string {
  const clock = formatClock(iso);
  return jakartaDay(iso) === jakartaDay(now)
    ? `Hari ini ${clock}`
    : `${formatShortDay(iso)} ${clock}`;
}

/** One notification: what happened, the letter's subject, who, when; unread ones stand out. */
export function NotificationEntry({ item, onOpen }: NotificationEntryProps) {
  return (
    <a
      href={NOTIFICATION_LINKS[item.kategori]}
      className={`notification-entry${item.is_read ? "" : " notification-entry--unread"}`}
      onClick={(event) => {
        event.preventDefault();
        onOpen(item);
      }}
    >
      <span className="notification-entry__title">{NOTIFICATION_TITLES[item.type]}</span>
      <span className="notification-entry__perihal">{item.perihal}</span>
      <span className="notification-entry__meta">
        {item.pengirim ? `${item.pengirim} · ` : ""}
        {notificationTime(item.tanggal)}
      </span>
    </a>
  );
}

import type { NotificationItem } from "@lontar/contracts/notification";
import {
  NOTIFICATION_TITLES,
  notificationLink,
  notificationNote,
} from "@lontar/contracts/notification-constants";
import { formatClock, formatDay, jakartaDay } from "../../../lib/dates";
import "./notification-entry.css";

interface NotificationEntryProps {
  item: NotificationItem;
  /** Opens the item: marks it read and goes to its letter (`notificationLink`). */
  onOpen: (item: NotificationItem) => void;
}

/** Kapan, in Indonesian: 'Hari ini 09.30', else '24 November 2026 09.30'. */
export function notificationTime(iso: string, now = new Date()): string {
  const clock = formatClock(iso);
  return jakartaDay(iso) === jakartaDay(now) ? `Hari ini ${clock}` : `${formatDay(iso)} ${clock}`;
}

/**
 * One notification: what happened, the letter's subject, the note it came with (a revision's
 * note, a cancellation's reason), who, when; unread ones stand out.
 */
export function NotificationEntry({ item, onOpen }: NotificationEntryProps) {
  const note = notificationNote(item);
  return (
    <a
      href={notificationLink(item)}
      className={`notification-entry${item.is_read ? "" : " notification-entry--unread"}`}
      onClick={(event) => {
        event.preventDefault();
        onOpen(item);
      }}
    >
      <span className="notification-entry__title">{NOTIFICATION_TITLES[item.type]}</span>
      <span className="notification-entry__perihal">{item.perihal}</span>
      {note ? <span className="notification-entry__note">{note}</span> : null}
      <span className="notification-entry__meta">
        {item.pengirim ? `${item.pengirim} · ` : ""}
        {notificationTime(item.tanggal)}
      </span>
    </a>
  );
}

import { BellOutlined } from "@ant-design/icons";
import {
  NOTIFICATION_DROPDOWN_SIZE,
  NOTIFICATION_EMPTY_TEXT,
} from "@lontar/contracts/notification-constants";
import { Badge, Button, Popover, Spin } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useCounters } from "../api/get-counters";
import { useNotifications } from "../api/get-notifications";
import { NotificationEntry } from "./notification-entry";
import { useOpenNotification } from "./use-open-notification";

/** The top bar's bell: unread badge, the latest 4 notifications and 'See all' (spec 01 §2). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { notifCount } = useCounters();
  const latest = useNotifications({ page: 1, per_page: NOTIFICATION_DROPDOWN_SIZE });
  const openItem = useOpenNotification(() => setOpen(false));
  const items = latest.data?.items ?? [];

  const panel = (
    <div className="notification-bell__panel">
      {latest.isLoading ? (
        <Spin size="small" />
      ) : items.length === 0 ? (
        <div className="notification-bell__empty">{NOTIFICATION_EMPTY_TEXT}</div>
      ) : (
        items.map((item) => <NotificationEntry key={item.id} item={item} onOpen={openItem} />)
      )}
      <Link to="/notifikasi" className="notification-bell__footer" onClick={() => setOpen(false)}>
        See all
      </Link>
    </div>
  );

  return (
    <Popover
      content={panel}
      title="Notifikasi"
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
    >
      <Button
        type="text"
        aria-label={notifCount ? `Notifikasi, ${notifCount} belum dibaca` : "Notifikasi"}
        icon={
          <Badge count={notifCount} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} aria-hidden />
          </Badge>
        }
      />
    </Popover>
  );
}

import type { NotificationItem } from "@lontar/contracts/notification";
import {
  NOTIFICATION_EMPTY_TEXT,
  NOTIFICATION_PAGE_SIZE,
} from "@lontar/contracts/notification-constants";
import { Button, Card } from "antd";
import { type ReactNode, useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { useCounters } from "../api/get-counters";
import { useNotifications } from "../api/get-notifications";
import { useMarkRead } from "../api/mark-read";
import { NotificationEntry } from "./notification-entry";
import { useOpenNotification } from "./use-open-notification";

interface NotificationPageProps {
  /** Shown beside the heading (the browser-notification switch). */
  extra?: ReactNode;
}

/** `/notifikasi`: every notification, 10 a page, newest first, with the spec's footer. */
export function NotificationPage({ extra }: NotificationPageProps) {
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, per_page: NOTIFICATION_PAGE_SIZE });
  const { notifCount } = useCounters();
  const markRead = useMarkRead();
  const openItem = useOpenNotification();

  return (
    <>
      <PageHeader title="NOTIFIKASI" />
      <Card
        title="Semua Notifikasi"
        extra={
          <Button
            disabled={notifCount === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({})}
          >
            Tandai semua sudah dibaca
          </Button>
        }
      >
        {extra ? <div style={{ marginBottom: 16 }}>{extra}</div> : null}
        <PagedTable<NotificationItem>
          label="Semua Notifikasi"
          columns={[
            {
              key: "notifikasi",
              render: (_, item) => <NotificationEntry item={item} onOpen={openItem} />,
            },
          ]}
          data={list.data?.items}
          rowKey="id"
          meta={list.data?.meta}
          loading={list.isLoading}
          onPageChange={(next) => setPage(next)}
          emptyText={NOTIFICATION_EMPTY_TEXT}
          tableProps={{ showHeader: false }}
        />
      </Card>
    </>
  );
}

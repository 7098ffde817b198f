import {
  AuditOutlined,
  BankOutlined,
  EditOutlined,
  InboxOutlined,
  NodeIndexOutlined,
  ShareAltOutlined,
} from "@ant-design/icons";
import { DASHBOARD_TEXT, type DashboardCounts, type ReadCount } from "@lontar/contracts/dashboard";
import { Card, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The cards in order: what each counts, its title, icon and the list it opens. */
export const DASHBOARD_CARDS: {
  key: keyof DashboardCounts;
  title: string;
  to: string;
  icon: ReactNode;
  /** Whether the card shows Sudah dibaca / Belum dibaca (Konsep holds nothing unread). */
  readState: boolean;
}[] = [
  {
    key: "count_sekretariat",
    title: "Surat Masuk Sekretariat",
    to: "/surat-masuk/daftar-surat?tab=sekretariat",
    icon: <BankOutlined />,
    readState: true,
  },
  {
    key: "count_internal",
    title: "Surat Masuk",
    to: "/surat-masuk/daftar-surat",
    icon: <InboxOutlined />,
    readState: true,
  },
  {
    key: "count_teruskan",
    title: "Diteruskan",
    to: "/surat-masuk/daftar-surat",
    icon: <ShareAltOutlined />,
    readState: true,
  },
  {
    key: "count_disposisi",
    title: "Disposisi",
    to: "/surat-masuk/daftar-surat",
    icon: <NodeIndexOutlined />,
    readState: true,
  },
  {
    key: "count_persetujuan",
    title: "Diperiksa",
    to: "/surat-keluar/persetujuan",
    icon: <AuditOutlined />,
    readState: true,
  },
  {
    key: "count_draft",
    title: "Konsep",
    to: "/surat-keluar/konsep",
    icon: <EditOutlined />,
    readState: false,
  },
];

const EMPTY: ReadCount = { total: 0, read: 0, havent_read: 0 };

interface DashboardCardsProps {
  counts?: DashboardCounts;
  loading?: boolean;
}

/** The dashboard's counters (spec 01 §2 Dashboard); each card opens the list it counts. */
export function DashboardCards({ counts, loading }: DashboardCardsProps) {
  return (
    <div className="dashboard-cards">
      {DASHBOARD_CARDS.map((card) => {
        const count = counts?.[card.key] ?? EMPTY;
        return (
          // Named by what it shows ('Konsep 2 …'): a label that differs from the visible text
          // fails speech users (WCAG 2.5.3).
          <Link key={card.key} to={card.to} className="dashboard-card">
            <Card size="small" loading={loading && !counts} hoverable>
              <div className="dashboard-card__head">
                <span
                  className={`dashboard-card__icon dashboard-card__icon--${card.key}`}
                  aria-hidden
                >
                  {card.icon}
                </span>
                <Typography.Text strong>{card.title}</Typography.Text>
              </div>
              <div className="dashboard-card__total" data-testid={`${card.key}-total`}>
                {count.total}
              </div>
              {card.readState ? (
                <div className="dashboard-card__read">
                  <span>
                    {DASHBOARD_TEXT.read} <strong>{count.read}</strong>
                  </span>
                  <span className={count.havent_read ? "dashboard-card__unread" : undefined}>
                    {DASHBOARD_TEXT.unread} <strong>{count.havent_read}</strong>
                  </span>
                </div>
              ) : (
                <div className="dashboard-card__read">
                  <span>Surat belum dikirim</span>
                </div>
              )}
            </Card>
          </Link>
        );
      })}
    </div>
  );
}

import { DeleteOutlined } from "@ant-design/icons";
import type { InboxItem } from "@lontar/contracts/incoming";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { RECIPIENT_ROLE_LABELS } from "@lontar/contracts/mail-status";
import { Space, type TableColumnsType, Tag, Typography } from "antd";
import { Link } from "react-router";
import { ConfirmButton } from "../../../components/confirm-button";
import { formatDay } from "../../../lib/dates";
import type { InboxTab } from "../api/get-inbox";
import { inboxDetailHref } from "../paths";

export const OVERDUE_TEXT = "Lewat batas waktu";

const ROLE_COLORS: Record<InboxItem["role"], string> = {
  penerima: "blue",
  tembusan: "default",
  disposisi: "purple",
  teruskan: "cyan",
};

/** How the letter reached the user, with the disposing official and instructions when any. */
function RoleCell({ item }: { item: InboxItem }) {
  return (
    <Space orientation="vertical" size={0}>
      <Tag color={ROLE_COLORS[item.role]}>{RECIPIENT_ROLE_LABELS[item.role]}</Tag>
      {item.disposisi ? (
        <Typography.Text type="secondary">
          dari {item.disposisi.peg_nama}
          {item.disposisi.aksi.length > 0 ? `: ${item.disposisi.aksi.join(", ")}` : ""}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** Who the letter is from: the office (a signed letter's signing position) and the official. */
function FromCell({ item }: { item: InboxItem }) {
  const official = item.pengirim?.peg_jabatan ? item.pengirim.peg_nama : null;
  return (
    <Space orientation="vertical" size={0}>
      <span>{item.dari ?? "-"}</span>
      {official ? <Typography.Text type="secondary">{official}</Typography.Text> : null}
    </Space>
  );
}

interface InboxColumnOptions {
  tab: InboxTab;
  onDelete: (item: InboxItem) => Promise<unknown>;
}

/** Columns of an inbox tab: received, sender, subject, number, how it came, deadline, delete. */
export function inboxColumns({ tab, onDelete }: InboxColumnOptions): TableColumnsType<InboxItem> {
  return [
    {
      title: "Tanggal Diterima",
      key: "tanggal",
      width: 130,
      render: (_v, item) => formatDay(item.tanggal),
    },
    { title: "Dari", key: "dari", width: 170, render: (_v, item) => <FromCell item={item} /> },
    {
      title: "Perihal",
      key: "hal",
      width: 230,
      render: (_v, item) => (
        <Link className="inbox__subject" to={inboxDetailHref(tab, item.id)}>
          {item.hal || "(tanpa perihal)"}
        </Link>
      ),
    },
    {
      title: "Nomor Surat",
      key: "no_surat",
      width: 150,
      render: (_v, item) => item.no_surat ?? "-",
    },
    {
      title: "Diterima Sebagai",
      key: "role",
      width: 180,
      render: (_v, item) => <RoleCell item={item} />,
    },
    {
      title: "Batas Waktu",
      key: "batas_waktu",
      render: (_v, item) =>
        item.batas_waktu ? (
          <Space orientation="vertical" size={0}>
            <span>{formatDay(item.batas_waktu)}</span>
            {item.overdue ? <Typography.Text type="danger">{OVERDUE_TEXT}</Typography.Text> : null}
          </Space>
        ) : (
          "-"
        ),
    },
    {
      title: "Hapus",
      key: "hapus",
      width: 72,
      fixed: "right",
      align: "center",
      render: (_v, item) => (
        <ConfirmButton
          title={MAIL_MESSAGES.deleteConfirm}
          onConfirm={() => onDelete(item)}
          icon={<DeleteOutlined />}
          danger
          ariaLabel={`Hapus ${item.hal}`}
        />
      ),
    },
  ];
}

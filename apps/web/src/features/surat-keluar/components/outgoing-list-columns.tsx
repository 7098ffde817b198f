import { DeleteOutlined } from "@ant-design/icons";
import type { MailListItem } from "@lontar/contracts/mail";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { Space, type TableColumnsType, Tag, Typography } from "antd";
import { Link } from "react-router";
import { ConfirmButton } from "../../../components/confirm-button";
import { formatDay } from "../../../lib/dates";
import { MailStatusTag } from "../../surat/components/mail-status-tag";
import { detailHref, type OutgoingSection } from "../sections";

export const UNREAD_TEXT = "Belum dibaca";

interface ColumnOptions {
  /** Row number of the first row of the page (`meta.from`). */
  from: number;
  onDelete: (item: MailListItem) => Promise<unknown>;
}

type Column = TableColumnsType<MailListItem>[number];

/** The columns of one outgoing workflow list (spec 01 §2 "Workflow lists"). */
export function outgoingColumns(
  section: OutgoingSection,
  { from, onDelete }: ColumnOptions,
): TableColumnsType<MailListItem> {
  const number: Column = {
    title: "No",
    key: "no",
    width: 56,
    render: (_value, _item, index) => from + index,
  };
  const subject: Column = {
    title: "Perihal",
    key: "hal",
    render: (_value, item) => (
      <Space size={6} wrap>
        <Link to={detailHref(section, item.id)} className="outgoing-list__subject">
          {item.hal || "(tanpa perihal)"}
        </Link>
        {item.is_read ? null : <Tag color="red">{UNREAD_TEXT}</Tag>}
      </Space>
    ),
  };
  const status: Column = {
    title: "Status",
    key: "status",
    render: (_value, item) => <MailStatusTag status={item.status_mail} />,
  };
  const date = (title: string, pick: (item: MailListItem) => string | null): Column => ({
    title,
    key: title,
    width: 150,
    render: (_value, item) => formatDay(pick(item)),
  });
  const remove: Column = {
    title: "Hapus",
    key: "hapus",
    width: 72,
    fixed: "right",
    align: "center",
    render: (_value, item) => (
      <ConfirmButton
        title={MAIL_MESSAGES.deleteConfirm}
        onConfirm={() => onDelete(item)}
        failureMessage="Surat gagal dihapus"
        icon={<DeleteOutlined />}
        danger
        ariaLabel={`Hapus ${item.hal}`}
      />
    ),
  };
  const sender: Column = {
    title: "Pengirim",
    key: "pengirim",
    render: (_value, item) =>
      item.pengirim ? (
        <Space orientation="vertical" size={0}>
          <span>{item.pengirim.peg_nama}</span>
          {item.pengirim.peg_jabatan ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.pengirim.peg_jabatan}
            </Typography.Text>
          ) : null}
        </Space>
      ) : (
        "-"
      ),
  };

  switch (section) {
    case "konsep":
      return [number, date("Tanggal Dibuat", (i) => i.created_at), subject, status];
    case "persetujuan":
      return [number, date("Tanggal", (i) => i.tanggal), sender, subject, status, remove];
    case "surat-batal":
      return [number, date("Tanggal", (i) => i.tanggal), subject, status];
    case "telusuri":
      return [
        number,
        subject,
        date("Tanggal", (i) => i.tanggal),
        { title: "Pemeriksa", key: "pemeriksa", render: (_v, i) => i.pemeriksa ?? "-" },
        status,
        remove,
      ];
    case "terkirim":
      return [
        number,
        { title: "Nomor Surat", key: "no_surat", render: (_v, i) => i.no_surat ?? "-" },
        date("Tanggal", (i) => i.tanggal_surat ?? i.tanggal),
        { title: "Kepada", key: "kepada", render: (_v, i) => i.kepada || "-" },
        subject,
      ];
  }
}

import { DeleteOutlined } from "@ant-design/icons";
import type { InboxItem } from "@lontar/contracts/incoming";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { type TableColumnsType, Typography } from "antd";
import { Link } from "react-router";
import { ConfirmButton } from "../../../components/confirm-button";
import { formatDay } from "../../../lib/dates";
import { terkirimDetailHref } from "../paths";

interface ColumnOptions {
  /** Row number of the first row of the page (`meta.from`). */
  from: number;
  onDelete: (item: InboxItem) => Promise<unknown>;
}

/** Terkirim external: recipient, letter number, resi, subject, date, delete. */
export function terkirimColumns({ from, onDelete }: ColumnOptions): TableColumnsType<InboxItem> {
  return [
    { title: "No", key: "no", width: 56, render: (_v, _item, index) => from + index },
    { title: "Kepada", key: "kepada", render: (_v, item) => item.kepada || "-" },
    { title: "Nomor Surat", key: "no_surat", render: (_v, item) => item.no_surat || "-" },
    {
      title: "Resi",
      key: "resi",
      width: 140,
      render: (_v, item) =>
        item.resi ? (
          <Typography.Text code copyable={{ text: item.resi, tooltips: ["Salin", "Tersalin"] }}>
            {item.resi}
          </Typography.Text>
        ) : (
          "-"
        ),
    },
    {
      title: "Perihal",
      key: "hal",
      render: (_v, item) => (
        <Link to={terkirimDetailHref(item.id)}>{item.hal || "(tanpa perihal)"}</Link>
      ),
    },
    {
      title: "Tanggal",
      key: "tanggal",
      width: 150,
      render: (_v, item) => formatDay(item.tanggal),
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
          failureMessage="Surat gagal dihapus"
          icon={<DeleteOutlined />}
          danger
          ariaLabel={`Hapus ${item.hal}`}
        />
      ),
    },
  ];
}

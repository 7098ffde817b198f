import type { BeritaAcaraItem } from "@lontar/contracts/berita-acara";
import { type TableColumnsType, Typography } from "antd";
import { Link } from "react-router";
import { formatDayTime } from "../../../lib/dates";
import { beritaAcaraHref } from "../paths";
import { BeritaAcaraStatusTag } from "./berita-acara-status-tag";

/** The signer's name with their position under it. */
export function Penandatangan({ item }: { item: Pick<BeritaAcaraItem, "penandatangan"> }) {
  const { nama, nip, jabatan } = item.penandatangan;
  return (
    <span>
      {nama}
      <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
        {[jabatan, nip ? `NIP ${nip}` : null].filter(Boolean).join(" · ")}
      </Typography.Text>
    </span>
  );
}

/**
 * The columns of the Berita Acara list: Judul (the link to the detail, and each card's heading
 * on a phone), Nomor, Status, Satuan Kerja, Penandatangan, Jumlah Berkas and the dates.
 */
export const beritaAcaraColumns = (): TableColumnsType<BeritaAcaraItem> => [
  {
    title: "Judul",
    key: "judul",
    render: (_, item) => <Link to={beritaAcaraHref(item.id)}>{item.judul}</Link>,
  },
  { title: "Nomor", key: "nomor", render: (_, item) => item.nomor ?? "-" },
  {
    title: "Status",
    key: "status",
    render: (_, item) => <BeritaAcaraStatusTag status={item.status} />,
  },
  { title: "Satuan Kerja", dataIndex: "satuan_kerja", key: "satuan_kerja" },
  {
    title: "Penandatangan",
    key: "penandatangan",
    render: (_, item) => <Penandatangan item={item} />,
  },
  {
    title: "Jumlah Berkas",
    dataIndex: "jumlah_berkas",
    key: "jumlah_berkas",
    width: 90,
    align: "right",
  },
  { title: "Dibuat", key: "dibuat", render: (_, item) => formatDayTime(item.created_at) },
  {
    title: "Ditandatangani",
    key: "ditandatangani",
    render: (_, item) => formatDayTime(item.signed_at),
  },
];

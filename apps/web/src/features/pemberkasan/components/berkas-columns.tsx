import type { BerkasItem } from "@lontar/contracts/berkas";
import { type TableColumnsType, Typography } from "antd";
import { Link } from "react-router";
import { KlasifikasiKeamananTag } from "../../../components/klasifikasi-keamanan-field";
import { formatDay } from "../../../lib/dates";
import { kurunWaktu, nomorBerkas, retensiText } from "../format";
import { berkasHref } from "../paths";
import { BerkasStatusTag } from "./berkas-status-tag";

/** Retention from the classification, and the day the berkas becomes inactive once closed. */
function RetensiCell({ item }: { item: BerkasItem }) {
  const { retensi } = item;
  return (
    <span>
      {retensiText(retensi)}
      {retensi.inaktif_pada ? (
        <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
          Inaktif pada {formatDay(retensi.inaktif_pada)}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/**
 * The columns of the daftar berkas: No. Berkas, Kode Klasifikasi, Uraian Informasi (the link to
 * the detail, and each card's heading on a phone), Kurun Waktu, Jumlah, Status and Retensi.
 * `link: false` leaves the uraian as text, for readers the berkas detail is not open to.
 */
export const berkasColumns = ({
  link = true,
}: {
  link?: boolean;
} = {}): TableColumnsType<BerkasItem> => [
  {
    title: "No. Berkas",
    key: "nomor",
    width: 100,
    render: (_, item) => nomorBerkas(item),
  },
  {
    title: "Kode Klasifikasi",
    key: "klasifikasi",
    render: (_, item) => (
      <span>
        {item.klasifikasi.kode}
        <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
          {item.klasifikasi.nama}
        </Typography.Text>
      </span>
    ),
  },
  {
    title: "Uraian Informasi",
    key: "judul",
    render: (_, item) => (
      <>
        {link ? <Link to={berkasHref(item.id)}>{item.judul}</Link> : item.judul}
        <KlasifikasiKeamananTag kode={item.klasifikasi_keamanan} />
      </>
    ),
  },
  { title: "Kurun Waktu", key: "kurun", render: (_, item) => kurunWaktu(item) },
  { title: "Jumlah", dataIndex: "jumlah", key: "jumlah", width: 80, align: "right" },
  {
    title: "Status",
    key: "status",
    render: (_, item) => <BerkasStatusTag status={item.status} diusulkan={item.diusulkan} />,
  },
  { title: "Retensi", key: "retensi", render: (_, item) => <RetensiCell item={item} /> },
];

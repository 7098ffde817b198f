import type { BerkasDetail } from "@lontar/contracts/berkas";
import { namaKlasifikasiKeamanan } from "@lontar/contracts/klasifikasi-keamanan";
import { Descriptions, Grid } from "antd";
import { formatDay, formatDayTime } from "../../../lib/dates";
import { kurunWaktu, nomorBerkas, retensiText } from "../format";
import { BerkasStatusTag } from "./berkas-status-tag";

/**
 * The berkas as the daftar berkas describes it, with its retention dates; on a phone the
 * labels go above their values.
 */
export function BerkasFields({ berkas }: { berkas: BerkasDetail }) {
  const wide = Grid.useBreakpoint().md !== false;
  const { retensi } = berkas;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      layout={wide ? "horizontal" : "vertical"}
      styles={wide ? { label: { width: 200 } } : undefined}
      items={[
        { key: "nomor", label: "No. Berkas", children: nomorBerkas(berkas) },
        { key: "unit", label: "Satuan Kerja", children: berkas.satuan_kerja },
        {
          key: "klasifikasi",
          label: "Klasifikasi",
          children: `${berkas.klasifikasi.kode} - ${berkas.klasifikasi.nama}`,
        },
        { key: "judul", label: "Uraian Informasi", children: berkas.judul },
        {
          key: "keamanan",
          label: "Klasifikasi Keamanan",
          children: namaKlasifikasiKeamanan(berkas.klasifikasi_keamanan),
        },
        { key: "kurun", label: "Kurun Waktu", children: kurunWaktu(berkas) },
        {
          key: "status",
          label: "Status",
          children: <BerkasStatusTag status={berkas.status} diusulkan={berkas.diusulkan} />,
        },
        { key: "jumlah", label: "Jumlah", children: `${berkas.jumlah} item` },
        { key: "ditutup", label: "Ditutup pada", children: formatDayTime(berkas.ditutup_pada) },
        { key: "retensi", label: "Retensi", children: retensiText(retensi) },
        { key: "inaktif", label: "Inaktif pada", children: formatDay(retensi.inaktif_pada) },
        {
          key: "nasib",
          label: "Nasib akhir pada",
          children: retensi.nasib_pada
            ? `${formatDay(retensi.nasib_pada)}${retensi.keterangan ? ` (${retensi.keterangan})` : ""}`
            : "-",
        },
        ...(berkas.catatan ? [{ key: "catatan", label: "Catatan", children: berkas.catatan }] : []),
      ]}
    />
  );
}

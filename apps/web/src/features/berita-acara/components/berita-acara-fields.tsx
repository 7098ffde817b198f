import type { BeritaAcaraDetail, BeritaAcaraJenis } from "@lontar/contracts/berita-acara";
import { Descriptions, Grid } from "antd";
import { formatDayTime } from "../../../lib/dates";
import { Penandatangan } from "./berita-acara-columns";
import { BeritaAcaraStatusTag } from "./berita-acara-status-tag";

/** Who receives the berkas moved (pemindahan) or handed over (penyerahan). */
export const PENERIMA_LABEL: Record<Exclude<BeritaAcaraJenis, "pemusnahan">, string> = {
  pemindahan: "Unit kerja penerima",
  penyerahan: "Lembaga kearsipan penerima",
};

/** A Berita Acara's particulars; on a phone the labels go above their values. */
export function BeritaAcaraFields({ ba }: { ba: BeritaAcaraDetail }) {
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      layout={wide ? "horizontal" : "vertical"}
      styles={wide ? { label: { width: 200 } } : undefined}
      items={[
        { key: "nomor", label: "Nomor", children: ba.nomor ?? "-" },
        { key: "status", label: "Status", children: <BeritaAcaraStatusTag status={ba.status} /> },
        { key: "unit", label: "Satuan Kerja", children: ba.satuan_kerja },
        ...(ba.ke_unit && ba.jenis !== "pemusnahan"
          ? [{ key: "penerima", label: PENERIMA_LABEL[ba.jenis], children: ba.ke_unit.nama }]
          : []),
        { key: "penandatangan", label: "Penandatangan", children: <Penandatangan item={ba} /> },
        { key: "jumlah", label: "Jumlah Berkas", children: `${ba.jumlah_berkas} berkas` },
        ...(ba.konfirmasi_rahasia
          ? [
              {
                key: "rahasia",
                label: "Arsip Rahasia",
                children: "Memuat arsip Rahasia (dikonfirmasi saat diusulkan)",
              },
            ]
          : []),
        { key: "dibuat", label: "Dibuat", children: formatDayTime(ba.created_at) },
        { key: "ditandatangani", label: "Ditandatangani", children: formatDayTime(ba.signed_at) },
      ]}
    />
  );
}

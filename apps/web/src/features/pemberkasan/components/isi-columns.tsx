import { DeleteOutlined } from "@ant-design/icons";
import type { BerkasIsiItem } from "@lontar/contracts/berkas";
import { namaKlasifikasiKeamanan } from "@lontar/contracts/klasifikasi-keamanan";
import type { TableColumnsType } from "antd";
import { ConfirmButton } from "../../../components/confirm-button";
import { formatDay } from "../../../lib/dates";
import { jenisIsi } from "../format";

/** What 'Keluarkan' asks before a record leaves the berkas. */
export const CONFIRM_REMOVE = "Keluarkan surat atau arsip ini dari berkas?";

/**
 * The records of a berkas in their order; 'Keluarkan' only while it is open (`onRemove`
 * given). Uraian heads each card on a phone.
 */
export function isiColumns(onRemove?: (isi: BerkasIsiItem) => Promise<unknown>) {
  const columns: TableColumnsType<BerkasIsiItem> = [
    { title: "Urutan", dataIndex: "urutan", key: "urutan", width: 80, align: "right" },
    { title: "Jenis", key: "jenis", width: 120, render: (_, isi) => jenisIsi(isi) },
    { title: "Nomor", key: "nomor", render: (_, isi) => isi.nomor ?? "-" },
    { title: "Uraian", dataIndex: "uraian", key: "uraian" },
    { title: "Tanggal", key: "tanggal", width: 160, render: (_, isi) => formatDay(isi.tanggal) },
    {
      title: "Klasifikasi Keamanan",
      key: "sifat",
      render: (_, isi) => namaKlasifikasiKeamanan(isi.sifat),
    },
  ];
  if (!onRemove) return columns;
  return [
    ...columns,
    {
      title: "Keluarkan",
      key: "keluarkan",
      fixed: "right",
      width: 100,
      align: "center",
      render: (_, isi) => (
        <ConfirmButton
          title={CONFIRM_REMOVE}
          icon={<DeleteOutlined />}
          danger
          ariaLabel={`Keluarkan ${isi.uraian}`}
          onConfirm={() => onRemove(isi)}
        />
      ),
    },
  ] satisfies TableColumnsType<BerkasIsiItem>;
}

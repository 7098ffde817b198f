import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  RollbackOutlined,
} from "@ant-design/icons";
import {
  ARSIP_MESSAGES,
  type ArsipItem,
  type ArsipListKey,
  penyimpananLabel,
} from "@lontar/contracts/arsip";
import { Button, Switch, Tag, Tooltip, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { ConfirmButton } from "../../../components/confirm-button";
import { KlasifikasiKeamananTag } from "../../../components/klasifikasi-keamanan-field";

export interface ArsipColumnActions {
  /** Number of the first row of the page (meta.from). */
  from: number;
  onToggle: (item: ArsipItem) => void;
  onView: (item: ArsipItem) => void;
  onDownload: (item: ArsipItem) => void;
  onEdit: (item: ArsipItem) => void;
  onDelete: (item: ArsipItem) => Promise<unknown>;
  onRestore: (item: ArsipItem) => Promise<unknown>;
  onDestroy: (item: ArsipItem) => Promise<unknown>;
}

/** 'aktif s.d. 2026 · inaktif s.d. 2029 · musnah' from the item's classification. */
function RetensiCell({ item }: { item: ArsipItem }) {
  const r = item.retensi;
  if (!item.klasifikasi) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <span>
      <Typography.Text>{item.klasifikasi.kode}</Typography.Text>
      {r ? (
        <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
          {r.aktif_sampai !== null ? `Aktif s.d. ${r.aktif_sampai}` : ""}
          {r.inaktif_sampai !== null ? ` · Inaktif s.d. ${r.inaktif_sampai}` : ""}
          {r.keterangan ? ` · ${r.keterangan}` : ""}
          {r.lewat ? (
            <Tag color="red" style={{ marginLeft: 6 }}>
              Lewat retensi
            </Tag>
          ) : null}
        </Typography.Text>
      ) : null}
    </span>
  );
}

const common = (from: number): ColumnsType<ArsipItem> => [
  { title: "No", key: "no", width: 56, render: (_, __, i) => from + i },
  { title: "Jenis Arsip", key: "jenis", render: (_, item) => item.jenis_arsip.nama },
  {
    title: "Nama penyimpanan",
    key: "penyimpanan",
    render: (_, item) => penyimpananLabel(item.penyimpanan),
  },
  { title: "Nomor Dokument", dataIndex: "no_dokumen", key: "no_dokumen" },
  { title: "Tahun", dataIndex: "tahun", key: "tahun", width: 72 },
  {
    title: "Nama Arsip",
    dataIndex: "nama_arsip",
    key: "nama_arsip",
    render: (_, item) => (
      <>
        {item.nama_arsip}
        <KlasifikasiKeamananTag kode={item.klasifikasi_keamanan} />
      </>
    ),
  },
  { title: "Retensi", key: "retensi", render: (_, item) => <RetensiCell item={item} /> },
];

/**
 * Columns of Tabel Arsip (spec 02 §2.14): the active tab with the lock toggle, Lihat, Unduh,
 * Edit and Hapus (disabled while locked); the deleted tab with Restore and Hapus Permanent;
 * the 'Usul Musnah' tab read-only.
 */
export function arsipColumns(list: ArsipListKey, a: ArsipColumnActions): ColumnsType<ArsipItem> {
  if (list === "terhapus")
    return [
      ...common(a.from),
      {
        title: "Restore",
        key: "restore",
        fixed: "right",
        width: 80,
        render: (_, item) => (
          <ConfirmButton
            title="Apakah anda yakin akan memulihkan arsip ini ?"
            icon={<RollbackOutlined />}
            ariaLabel={`Restore ${item.nama_arsip}`}
            failureMessage={ARSIP_MESSAGES.deleteFailed}
            onConfirm={() => a.onRestore(item)}
          />
        ),
      },
      {
        title: "Hapus Permanent",
        key: "destroy",
        fixed: "right",
        width: 120,
        render: (_, item) => (
          <ConfirmButton
            title="Apakah anda yakin menghapus permanen arsip ini ?"
            icon={<DeleteOutlined />}
            danger
            ariaLabel={`Hapus Permanent ${item.nama_arsip}`}
            failureMessage={ARSIP_MESSAGES.deleteFailed}
            onConfirm={() => a.onDestroy(item)}
          />
        ),
      },
    ];
  if (list === "usul-musnah") return common(a.from);
  const lockedTip = (item: ArsipItem, node: React.ReactNode) =>
    item.is_locked ? <Tooltip title="Arsip dikunci">{node}</Tooltip> : node;
  return [
    ...common(a.from),
    {
      title: "Kunci",
      key: "kunci",
      fixed: "right",
      width: 72,
      render: (_, item) => (
        <Switch
          size="small"
          checked={item.is_locked}
          aria-label={`Kunci ${item.nama_arsip}`}
          onChange={() => a.onToggle(item)}
        />
      ),
    },
    {
      title: "Lihat",
      key: "lihat",
      fixed: "right",
      width: 64,
      render: (_, item) =>
        lockedTip(
          item,
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={`Lihat ${item.nama_arsip}`}
            disabled={item.is_locked || !item.file}
            onClick={() => a.onView(item)}
          />,
        ),
    },
    {
      title: "Unduh",
      key: "unduh",
      fixed: "right",
      width: 64,
      render: (_, item) =>
        lockedTip(
          item,
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Unduh ${item.nama_arsip}`}
            disabled={item.is_locked || !item.file}
            onClick={() => a.onDownload(item)}
          />,
        ),
    },
    {
      title: "Edit",
      key: "edit",
      fixed: "right",
      width: 64,
      render: (_, item) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Ubah ${item.nama_arsip}`}
          disabled={item.is_locked}
          onClick={() => a.onEdit(item)}
        />
      ),
    },
    {
      title: "Hapus",
      key: "hapus",
      fixed: "right",
      width: 64,
      render: (_, item) => (
        <ConfirmButton
          title={ARSIP_MESSAGES.confirmDelete}
          icon={<DeleteOutlined />}
          danger
          disabled={item.is_locked}
          ariaLabel={`Hapus ${item.nama_arsip}`}
          failureMessage={ARSIP_MESSAGES.deleteFailed}
          onConfirm={() => a.onDelete(item)}
        />
      ),
    },
  ];
}

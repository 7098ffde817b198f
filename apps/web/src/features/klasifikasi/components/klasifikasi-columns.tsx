import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import type { KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { Button, Space, Tooltip, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { ConfirmButton } from "../../../components/confirm-button";

/** 'aktif 2 th · inaktif 3 th · musnah', or '-' without retention. */
export function retensiText(node: KlasifikasiNode): string {
  const parts = [
    node.retensi_aktif === null ? null : `aktif ${node.retensi_aktif} th`,
    node.retensi_inaktif === null ? null : `inaktif ${node.retensi_inaktif} th`,
    node.keterangan_retensi,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(" · ") : "-";
}

interface ColumnActions {
  /** False for users who may only read (classification codes are changed by administrators). */
  canWrite: boolean;
  onAddChild: (node: KlasifikasiNode) => void;
  onEdit: (node: KlasifikasiNode) => void;
  onDelete: (node: KlasifikasiNode) => Promise<unknown>;
}

/** Columns of the classification tree: code, name, retention and the actions. */
export function klasifikasiColumns(actions: ColumnActions): ColumnsType<KlasifikasiNode> {
  const columns: ColumnsType<KlasifikasiNode> = [
    { title: "Kode", dataIndex: "kode", width: 260 },
    { title: "Nama", dataIndex: "nama" },
    {
      title: "Retensi",
      key: "retensi",
      width: 240,
      render: (_, node) => <Typography.Text type="secondary">{retensiText(node)}</Typography.Text>,
    },
  ];
  if (!actions.canWrite) return columns;
  columns.push({
    title: "Aksi",
    key: "aksi",
    width: 150,
    fixed: "right",
    render: (_, node) => (
      <Space size={4}>
        <Tooltip title="Tambah Sub Klasifikasi">
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label={`Tambah sub klasifikasi ${node.kode}`}
            onClick={() => actions.onAddChild(node)}
          />
        </Tooltip>
        <Tooltip title="Ubah">
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Ubah ${node.kode}`}
            onClick={() => actions.onEdit(node)}
          />
        </Tooltip>
        <ConfirmButton
          title="Apakah anda yakin akan menghapus klasifikasi ini ?"
          onConfirm={() => actions.onDelete(node)}
          failureMessage="Data gagal di hapus"
          icon={<DeleteOutlined />}
          danger
          ariaLabel={`Hapus ${node.kode}`}
        />
      </Space>
    ),
  });
  return columns;
}

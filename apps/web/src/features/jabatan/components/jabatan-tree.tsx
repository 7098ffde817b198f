import type { PageMeta } from "@lontar/contracts/common";
import type { JabatanNode } from "@lontar/contracts/jabatan";
import { JABATAN_TENAGA_KONTRAK, masterMessages } from "@lontar/contracts/org";
import { TREE_INDENT_PERCENT } from "@lontar/contracts/unit-kerja";
import { Space, Tag, Typography } from "antd";
import { RowActions } from "../../../components/row-actions";
import { TreeTable } from "../../../components/tree-table";
import { showBanner } from "../../../lib/banner-store";
import { useDeleteJabatan } from "../api/delete-jabatan";

interface JabatanTreeProps {
  items: JabatanNode[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  onAddChild: (superior: JabatanNode) => void;
  onEdit: (jabatan: JabatanNode) => void;
}

/** The position tree (superior above subordinates) with its row actions. */
export function JabatanTree({
  items,
  meta,
  loading,
  onPageChange,
  onAddChild,
  onEdit,
}: JabatanTreeProps) {
  const remove = useDeleteJabatan();
  const deleteJabatan = async (jabatan: JabatanNode) => {
    await remove.mutateAsync(jabatan.id);
    showBanner({ type: "success", message: masterMessages.deleted });
  };
  return (
    <TreeTable<JabatanNode>
      label="Jabatan"
      rowKey="id"
      data={items}
      meta={meta}
      onPageChange={onPageChange}
      loading={loading}
      indentPercent={TREE_INDENT_PERCENT}
      expandAll
      emptyText="Belum ada jabatan"
      countNoun="jabatan"
      columns={[
        {
          title: "Nama Jabatan",
          key: "name",
          render: (_, j) => (
            <Space orientation="vertical" size={0}>
              <span>
                {j.name} {j.status ? null : <Tag>Nonaktif</Tag>}
              </span>
              <Typography.Text type="secondary">{j.code}</Typography.Text>
            </Space>
          ),
        },
        {
          title: "Jenis / Eselon",
          key: "jenis",
          width: 170,
          render: (_, j) => (
            <span>
              <Tag color={j.jenis_jabatan === "STRUKTURAL" ? "blue" : "green"}>
                {j.jenis_jabatan}
              </Tag>
              {j.eselon}
            </span>
          ),
        },
        { title: "Unit Kerja", dataIndex: "unit_kerja_nama", key: "unit", width: 280 },
        {
          title: "Opsi",
          key: "options",
          width: 130,
          fixed: "right",
          render: (_, j) =>
            j.id === JABATAN_TENAGA_KONTRAK ? null : (
              <RowActions
                name={j.name}
                addLabel="Tambah bawahan"
                onAdd={() => onAddChild(j)}
                onEdit={() => onEdit(j)}
                deleteTitle="Apakah anda yakin akan menghapus jabatan ini ?"
                onDelete={() => deleteJabatan(j)}
                deleteFailedMessage={masterMessages.deleteFailed}
              />
            ),
        },
      ]}
    />
  );
}

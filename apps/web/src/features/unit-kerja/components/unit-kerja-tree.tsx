import type { PageMeta } from "@lontar/contracts/common";
import { masterMessages } from "@lontar/contracts/org";
import { TREE_INDENT_PERCENT, type UnitKerjaNode } from "@lontar/contracts/unit-kerja";
import { Tag } from "antd";
import { RowActions } from "../../../components/row-actions";
import { TreeTable } from "../../../components/tree-table";
import { showBanner } from "../../../lib/banner-store";
import { useDeleteUnitKerja } from "../api/delete-unit-kerja";

interface UnitKerjaTreeProps {
  items: UnitKerjaNode[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  onAddChild: (parent: UnitKerjaNode) => void;
  onEdit: (unit: UnitKerjaNode) => void;
}

/** The unit tree with add-sub-unit, edit and delete actions on every row. */
export function UnitKerjaTree({
  items,
  meta,
  loading,
  onPageChange,
  onAddChild,
  onEdit,
}: UnitKerjaTreeProps) {
  const remove = useDeleteUnitKerja();
  const deleteUnit = async (unit: UnitKerjaNode) => {
    await remove.mutateAsync(unit.id);
    showBanner({ type: "success", message: masterMessages.deleted });
  };
  return (
    <TreeTable<UnitKerjaNode>
      label="Unit Kerja"
      rowKey="id"
      data={items}
      meta={meta}
      onPageChange={onPageChange}
      loading={loading}
      indentPercent={TREE_INDENT_PERCENT}
      expandAll
      emptyText="Belum ada unit kerja"
      countNoun="unit kerja"
      columns={[
        {
          title: "Nama",
          key: "name",
          render: (_, unit) => (
            <span>
              {unit.name} {unit.status ? null : <Tag>Nonaktif</Tag>}
            </span>
          ),
        },
        { title: "Kode", dataIndex: "code", key: "code", width: 160 },
        {
          title: "Opsi",
          key: "options",
          width: 130,
          fixed: "right",
          render: (_, unit) => (
            <RowActions
              name={unit.name}
              addLabel="Tambah sub unit"
              onAdd={() => onAddChild(unit)}
              onEdit={() => onEdit(unit)}
              deleteTitle="Apakah anda yakin akan menghapus unit kerja ini ?"
              onDelete={() => deleteUnit(unit)}
              deleteFailedMessage={masterMessages.deleteFailed}
            />
          ),
        },
      ]}
    />
  );
}

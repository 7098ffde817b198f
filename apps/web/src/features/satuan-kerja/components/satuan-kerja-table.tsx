import type { PageMeta } from "@lontar/contracts/common";
import { masterMessages } from "@lontar/contracts/org";
import type { SatuanKerjaItem } from "@lontar/contracts/satuan-kerja";
import { Space, Tag, Typography } from "antd";
import { PagedTable } from "../../../components/paged-table";
import { RowActions } from "../../../components/row-actions";
import { showBanner } from "../../../lib/banner-store";
import { useDeleteSatuanKerja } from "../api/delete-satuan-kerja";

interface SatuanKerjaTableProps {
  items: SatuanKerjaItem[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  onEdit: (item: SatuanKerjaItem) => void;
  /** Only administrators delete work units. */
  canDelete: boolean;
}

/** The work units with name, address and the edit and delete options (spec 02 §2.2). */
export function SatuanKerjaTable({
  items,
  meta,
  loading,
  onPageChange,
  onEdit,
  canDelete,
}: SatuanKerjaTableProps) {
  const remove = useDeleteSatuanKerja();
  const deleteItem = async (item: SatuanKerjaItem) => {
    await remove.mutateAsync(item.id);
    showBanner({ type: "success", message: masterMessages.deleted });
  };
  return (
    <PagedTable<SatuanKerjaItem>
      label="Satuan Kerja"
      onOpen={onEdit}
      rowKey="id"
      data={items}
      meta={meta}
      loading={loading}
      onPageChange={onPageChange}
      columns={[
        {
          title: "Nama",
          key: "name",
          render: (_, item) => (
            <Space orientation="vertical" size={0}>
              <span>
                {item.name} {item.status ? null : <Tag>Nonaktif</Tag>}
              </span>
              <Typography.Text type="secondary">{item.code}</Typography.Text>
            </Space>
          ),
        },
        { title: "Alamat", dataIndex: "address", key: "address" },
        {
          title: "Opsi",
          key: "options",
          width: 120,
          fixed: "right",
          render: (_, item) => (
            <RowActions
              name={item.name}
              onEdit={() => onEdit(item)}
              deleteTitle={
                canDelete ? "Apakah anda yakin akan menghapus satuan kerja ini ?" : undefined
              }
              onDelete={() => deleteItem(item)}
              deleteFailedMessage={masterMessages.deleteFailed}
            />
          ),
        },
      ]}
    />
  );
}

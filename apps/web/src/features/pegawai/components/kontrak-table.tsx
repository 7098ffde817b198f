import type { PageMeta } from "@lontar/contracts/common";
import { masterMessages } from "@lontar/contracts/org";
import type { PegawaiKontrakItem } from "@lontar/contracts/pegawai";
import { Tag } from "antd";
import { PagedTable } from "../../../components/paged-table";
import { RowActions } from "../../../components/row-actions";
import { showBanner } from "../../../lib/banner-store";
import { useDeleteKontrak } from "../api/delete-kontrak";

interface KontrakTableProps {
  items: PegawaiKontrakItem[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  onEdit: (item: PegawaiKontrakItem) => void;
}

/** Contract staff: name, NIK, unit, position (always Tenaga Kontrak), status and options. */
export function KontrakTable({ items, meta, loading, onPageChange, onEdit }: KontrakTableProps) {
  const remove = useDeleteKontrak();
  const deleteItem = async (item: PegawaiKontrakItem) => {
    await remove.mutateAsync(item.id);
    showBanner({ type: "success", message: masterMessages.deleted });
  };
  return (
    <PagedTable<PegawaiKontrakItem>
      label="Tenaga Kontrak"
      onOpen={onEdit}
      rowKey="id"
      data={items}
      meta={meta}
      loading={loading}
      onPageChange={onPageChange}
      columns={[
        { title: "Nama", dataIndex: "name", key: "name" },
        { title: "NIK", dataIndex: "nik", key: "nik" },
        { title: "Unit Kerja", dataIndex: "unit_kerja_nama", key: "unit" },
        { title: "Jabatan", dataIndex: "jabatan_nama", key: "jabatan" },
        {
          title: "Status",
          key: "status",
          render: (_, k) =>
            k.status === "aktif" ? <Tag color="green">aktif</Tag> : <Tag color="red">nonaktif</Tag>,
        },
        {
          title: "Opsi",
          key: "options",
          width: 110,
          fixed: "right",
          render: (_, k) => (
            <RowActions
              name={k.name}
              onEdit={() => onEdit(k)}
              deleteTitle="Apakah anda yakin akan menghapus tenaga kontrak ini ?"
              onDelete={() => deleteItem(k)}
              deleteFailedMessage={masterMessages.deleteFailed}
            />
          ),
        },
      ]}
    />
  );
}

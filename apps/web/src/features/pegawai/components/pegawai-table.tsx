import type { PageMeta } from "@lontar/contracts/common";
import { masterMessages } from "@lontar/contracts/org";
import type { PegawaiItem } from "@lontar/contracts/pegawai";
import { Space, Tag, Typography } from "antd";
import { PagedTable } from "../../../components/paged-table";
import { RowActions } from "../../../components/row-actions";
import { showBanner } from "../../../lib/banner-store";
import { useDeletePegawai } from "../api/delete-pegawai";

interface PegawaiTableProps {
  items: PegawaiItem[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  onEdit: (item: PegawaiItem) => void;
}

const { Text } = Typography;

/** The employees: name and NIP, position (and acting position), unit, contact and options. */
export function PegawaiTable({ items, meta, loading, onPageChange, onEdit }: PegawaiTableProps) {
  const remove = useDeletePegawai();
  const deleteItem = async (item: PegawaiItem) => {
    await remove.mutateAsync(item.id);
    showBanner({ type: "success", message: masterMessages.deleted });
  };
  return (
    <PagedTable<PegawaiItem>
      label="Pegawai"
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
          render: (_, p) => (
            <Space orientation="vertical" size={0}>
              <span>{p.name}</span>
              <Text type="secondary">NIP {p.nip}</Text>
              <Text type="secondary">NIK {p.nik}</Text>
            </Space>
          ),
        },
        {
          title: "Jabatan",
          key: "jabatan",
          width: 300,
          render: (_, p) => (
            <Space orientation="vertical" size={0}>
              <span>{p.jabatan_nama ?? "-"}</span>
              <Text type="secondary">{p.unit_kerja_nama}</Text>
              {p.data_plt ? <Tag color="purple">Plt. {p.data_plt.jabatan_nama}</Tag> : null}
            </Space>
          ),
        },
        {
          title: "Kontak",
          key: "kontak",
          render: (_, p) => (
            <Space orientation="vertical" size={0}>
              <span>{p.telp}</span>
              <Text type="secondary">{p.email}</Text>
            </Space>
          ),
        },
        {
          title: "Opsi",
          key: "options",
          width: 110,
          fixed: "right",
          render: (_, p) => (
            <RowActions
              name={p.name}
              onEdit={() => onEdit(p)}
              deleteTitle="Apakah anda yakin akan menghapus pegawai ini ?"
              onDelete={() => deleteItem(p)}
              deleteFailedMessage={masterMessages.deleteFailed}
            />
          ),
        },
      ]}
    />
  );
}

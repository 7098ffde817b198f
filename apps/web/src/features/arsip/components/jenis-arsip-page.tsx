import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { ARSIP_MESSAGES, type JenisArsipItem } from "@lontar/contracts/arsip";
import { Alert, Button, Card, Form, Input, Space } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useMemo } from "react";
import { ConfirmButton } from "../../../components/confirm-button";
import { FormModal } from "../../../components/form-modal";
import { MasterToolbar, useMasterList } from "../../../components/master-list";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { showBanner } from "../../../lib/banner-store";
import { useJenisArsip } from "../api/get-jenis-arsip";
import { useDeleteJenisArsip, useSaveJenisArsip } from "../api/save-jenis-arsip";

interface Values {
  kode: string;
  nama: string;
}

/** Master Jenis Arsip (spec 02 §2.13): No, ID (kode), Jenis Arsip (nama), Edit, Hapus. */
export function JenisArsipPage() {
  const list = useMasterList<JenisArsipItem | null>(null);
  const { per_page: _ignored, ...query } = list.query;
  const types = useJenisArsip(query);
  const save = useSaveJenisArsip();
  const remove = useDeleteJenisArsip();
  const editing = list.form;
  const from = types.data?.meta.from ?? 1;

  const columns: ColumnsType<JenisArsipItem> = [
    { title: "No", key: "no", width: 64, render: (_, __, i) => from + i },
    { title: "ID", dataIndex: "kode", key: "kode" },
    { title: "Jenis Arsip", dataIndex: "nama", key: "nama" },
    {
      title: "Edit",
      key: "edit",
      width: 72,
      fixed: "right",
      render: (_, item) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`Ubah ${item.nama}`}
          onClick={() => list.openForm(item)}
        />
      ),
    },
    {
      title: "Hapus",
      key: "hapus",
      width: 72,
      fixed: "right",
      render: (_, item) => (
        <ConfirmButton
          title="Apakah anda yakin akan menghapus jenis arsip ini ?"
          icon={<DeleteOutlined />}
          danger
          ariaLabel={`Hapus ${item.nama}`}
          failureMessage={ARSIP_MESSAGES.deleteFailed}
          onConfirm={async () => {
            await remove.mutateAsync(item._id);
            showBanner({ type: "success", message: ARSIP_MESSAGES.deleted });
          }}
        />
      ),
    },
  ];

  const initialValues = useMemo(
    () => (editing ? { kode: editing.kode, nama: editing.nama } : {}),
    [editing],
  );

  return (
    <>
      <PageHeader title="Master Jenis Arsip" />
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <MasterToolbar
            list={list}
            searchPlaceholder="Cari kode atau jenis arsip"
            onAdd={() => list.openForm(null)}
          />
          {types.isError ? <Alert type="error" showIcon title={ARSIP_MESSAGES.listFailed} /> : null}
          <PagedTable<JenisArsipItem>
            label="Master Jenis Arsip"
            cardTitleKey="nama"
            onOpen={(item) => list.openForm(item)}
            rowKey="_id"
            columns={columns}
            data={types.data?.items}
            meta={types.data?.meta}
            loading={types.isFetching}
            onPageChange={(page) => list.setPage(page)}
          />
        </Space>
      </Card>
      <FormModal<Values>
        title={editing ? "Ubah Jenis Arsip" : "Tambah Jenis Arsip"}
        open={list.open}
        onClose={list.closeForm}
        initialValues={initialValues}
        onSubmit={async (body) => {
          if (editing) await save.mutateAsync({ id: editing._id, body });
          else await save.mutateAsync({ body: { ...body, satuan_kerja_id: list.satuanKerjaId } });
        }}
        successMessage={editing ? ARSIP_MESSAGES.edited : ARSIP_MESSAGES.added}
        failureMessage={editing ? ARSIP_MESSAGES.editFailed : ARSIP_MESSAGES.addFailed}
      >
        <Form.Item
          label="Kode *"
          name="kode"
          rules={[{ required: true, message: "Kode wajib diisi" }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="Nama *"
          name="nama"
          rules={[{ required: true, message: "Nama wajib diisi" }]}
        >
          <Input />
        </Form.Item>
      </FormModal>
    </>
  );
}

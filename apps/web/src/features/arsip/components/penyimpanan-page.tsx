import { ARSIP_MESSAGES, type PenyimpananNode } from "@lontar/contracts/arsip";
import { Alert, Card, Form, Input, Space } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { MasterToolbar, useMasterList } from "../../../components/master-list";
import { PageHeader } from "../../../components/page-header";
import { RowActions } from "../../../components/row-actions";
import { TreeTable } from "../../../components/tree-table";
import { showBanner } from "../../../lib/banner-store";
import { usePenyimpanan } from "../api/get-penyimpanan";
import { useDeletePenyimpanan, useSavePenyimpanan } from "../api/save-penyimpanan";

/** What the form modal does: add at the top, add under a parent, or edit (spec 02 §4). */
type Target =
  | { mode: "add" }
  | { mode: "addChild"; parent: PenyimpananNode }
  | { mode: "edit"; node: PenyimpananNode };

const TITLES = { add: "Tambah Penyimpanan", addChild: "Tambah Child", edit: "Ubah Penyimpanan" };

/**
 * Master Penyimpanan (spec 02 §2.12): the tree of storage locations (Gedung › Ruang › Lemari ›
 * Rak › Boks), five top-level locations per page, search, add, add child, edit and delete.
 */
export function PenyimpananPage() {
  const list = useMasterList<Target>({ mode: "add" });
  const query = { ...list.query, per_page: undefined };
  const tree = usePenyimpanan(query);
  const save = useSavePenyimpanan();
  const remove = useDeletePenyimpanan();
  const target = list.form;

  const columns: ColumnsType<PenyimpananNode> = useMemo(
    () => [
      { title: "Kode", dataIndex: "kode", key: "kode" },
      { title: "Nama", dataIndex: "nama", key: "nama" },
      {
        title: "Aksi",
        key: "aksi",
        width: 160,
        fixed: "right",
        render: (_, node) => (
          <RowActions
            name={node.kode}
            addLabel="Tambah Child"
            onAdd={() => list.openForm({ mode: "addChild", parent: node })}
            onEdit={() => list.openForm({ mode: "edit", node })}
            deleteTitle="Apakah anda yakin akan menghapus penyimpanan ini ?"
            deleteFailedMessage={ARSIP_MESSAGES.deleteFailed}
            onDelete={async () => {
              await remove.mutateAsync(node._id);
              showBanner({ type: "success", message: ARSIP_MESSAGES.deleted });
            }}
          />
        ),
      },
    ],
    [list.openForm, remove.mutateAsync],
  );

  const initialValues = useMemo(
    () => (target.mode === "edit" ? { kode: target.node.kode, nama: target.node.nama } : {}),
    [target],
  );

  const submit = async (values: { kode: string; nama?: string }) => {
    if (target.mode === "edit") await save.mutateAsync({ id: target.node._id, body: values });
    else
      await save.mutateAsync({
        body: {
          ...values,
          parent: target.mode === "addChild" ? target.parent._id : null,
          satuan_kerja_id: list.satuanKerjaId,
        },
      });
  };

  return (
    <>
      <PageHeader title="Master Penyimpanan" />
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <MasterToolbar
            list={list}
            searchPlaceholder="Cari kode atau nama"
            onAdd={() => list.openForm({ mode: "add" })}
          />
          {tree.isError ? <Alert type="error" showIcon title={ARSIP_MESSAGES.listFailed} /> : null}
          <TreeTable<PenyimpananNode>
            label="Master Penyimpanan"
            rowKey="_id"
            columns={columns}
            data={tree.data?.items}
            meta={tree.data?.meta}
            loading={tree.isFetching}
            onPageChange={(page) => list.setPage(page)}
            expandAll
            countNoun="penyimpanan"
          />
        </Space>
      </Card>
      <FormModal<{ kode: string; nama?: string }>
        title={TITLES[target.mode]}
        open={list.open}
        onClose={list.closeForm}
        initialValues={initialValues}
        onSubmit={submit}
        successMessage={target.mode === "edit" ? ARSIP_MESSAGES.edited : ARSIP_MESSAGES.added}
        failureMessage={
          target.mode === "edit" ? ARSIP_MESSAGES.editFailed : ARSIP_MESSAGES.addFailed
        }
      >
        {target.mode === "addChild" ? (
          <Form.Item label="Induk">
            <Input value={`${target.parent.kode} ${target.parent.nama}`.trim()} disabled />
          </Form.Item>
        ) : null}
        <Form.Item
          label="Kode *"
          name="kode"
          rules={[{ required: true, message: "Kode wajib diisi" }]}
        >
          <Input placeholder="mis. GD-A, R-01, L-01, RK-1, BX-1" />
        </Form.Item>
        <Form.Item label="Nama" name="nama">
          <Input placeholder="mis. Gedung A, Ruang Arsip, Lemari 1" />
        </Form.Item>
      </FormModal>
    </>
  );
}

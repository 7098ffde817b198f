import { masterMessages } from "@lontar/contracts/org";
import type { SatuanKerjaInput, SatuanKerjaItem } from "@lontar/contracts/satuan-kerja";
import { Form, Input, Switch } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { useCreateSatuanKerja } from "../api/create-satuan-kerja";
import { useUpdateSatuanKerja } from "../api/update-satuan-kerja";

interface SatuanKerjaFormProps {
  open: boolean;
  /** The work unit to change; null adds a new one. */
  editing: SatuanKerjaItem | null;
  onClose: () => void;
}

const required = (label: string) => [
  { required: true, whitespace: true, message: `${label} wajib diisi` },
];

/** The add/edit modal of Master Satuan Kerja (spec 02 §2.2). */
export function SatuanKerjaForm({ open, editing, onClose }: SatuanKerjaFormProps) {
  const create = useCreateSatuanKerja();
  const update = useUpdateSatuanKerja();
  const initialValues = useMemo<Partial<SatuanKerjaInput>>(
    () =>
      editing
        ? {
            code: editing.code,
            name: editing.name,
            address: editing.address,
            sapk_id: editing.sapk_id,
            status: editing.status,
          }
        : { status: true },
    [editing],
  );
  return (
    <FormModal<SatuanKerjaInput>
      title={editing ? "Ubah Satuan Kerja" : "Tambah Satuan Kerja"}
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={(values) =>
        editing ? update.mutateAsync({ id: editing.id, body: values }) : create.mutateAsync(values)
      }
      successMessage={editing ? masterMessages.updated : masterMessages.created}
      failureMessage={editing ? masterMessages.updateFailed : masterMessages.createFailed}
    >
      <Form.Item label="Kode" name="code" rules={required("Kode")}>
        <Input placeholder="Kode SKPD, mis. 2.16.2.20.2.21.01.0000" />
      </Form.Item>
      <Form.Item label="Nama" name="name" rules={required("Nama")}>
        <Input />
      </Form.Item>
      <Form.Item label="Alamat" name="address" rules={required("Alamat")}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item label="Kode Referensi (SAPK)" name="sapk_id" rules={required("Kode referensi")}>
        <Input />
      </Form.Item>
      <Form.Item label="Aktif" name="status" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

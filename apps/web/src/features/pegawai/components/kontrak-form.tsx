import { JABATAN_TENAGA_KONTRAK, masterMessages } from "@lontar/contracts/org";
import {
  pegawaiMessages as m,
  NIK_LENGTH,
  type PegawaiKontrakInput,
  type PegawaiKontrakItem,
} from "@lontar/contracts/pegawai";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Form, Input, Radio } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { useAuth } from "../../../lib/auth/auth-store";
import { useCreateKontrak } from "../api/create-kontrak";
import { useUpdateKontrak } from "../api/update-kontrak";
import { PlacementFields } from "./pegawai-placement-fields";

interface KontrakFormProps {
  open: boolean;
  editing: PegawaiKontrakItem | null;
  defaultSatuanKerjaId?: number;
  onClose: () => void;
}

/** The add/edit modal of Master Pegawai Kontrak (spec 02 §2.6); the position is fixed. */
export function KontrakForm({ open, editing, defaultSatuanKerjaId, onClose }: KontrakFormProps) {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const create = useCreateKontrak();
  const update = useUpdateKontrak();
  const initialValues = useMemo<Partial<PegawaiKontrakInput>>(
    () =>
      editing
        ? {
            name: editing.name,
            nik: editing.nik,
            satuan_kerja_id: editing.satuan_kerja_id,
            unit_kerja_id: editing.unit_kerja_id ?? undefined,
            status: editing.status,
          }
        : { satuan_kerja_id: defaultSatuanKerjaId, status: "aktif" },
    [editing, defaultSatuanKerjaId],
  );
  const submit = (values: PegawaiKontrakInput) => {
    const body = { ...values, jabatan_id: JABATAN_TENAGA_KONTRAK };
    return editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body);
  };
  return (
    <FormModal<PegawaiKontrakInput>
      title={editing ? "Ubah Tenaga Kontrak" : "Tambah Tenaga Kontrak"}
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={submit}
      successMessage={editing ? masterMessages.updated : masterMessages.created}
      failureMessage={editing ? masterMessages.updateFailed : masterMessages.createFailed}
    >
      {(form) => (
        <>
          <Form.Item
            label="Nama"
            name="name"
            rules={[{ required: true, whitespace: true, message: m.nameRequired }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label="NIK"
            name="nik"
            rules={[
              { required: true, message: m.nikInvalid },
              { pattern: new RegExp(`^\\d{${NIK_LENGTH}}$`), message: m.nikInvalid },
            ]}
          >
            <Input inputMode="numeric" maxLength={NIK_LENGTH} />
          </Form.Item>
          <PlacementFields form={form} withJabatan={false} lockSatuanKerja={!isAdmin} />
          <Form.Item label="Jabatan" required>
            <Input value="Tenaga Kontrak" disabled aria-label="Jabatan" />
          </Form.Item>
          <Form.Item label="Status" name="status">
            <Radio.Group
              options={[
                { value: "aktif", label: "aktif" },
                { value: "nonaktif", label: "nonaktif" },
              ]}
            />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

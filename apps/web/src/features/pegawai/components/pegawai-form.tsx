import { masterMessages } from "@lontar/contracts/org";
import {
  pegawaiMessages as m,
  NIK_LENGTH,
  NIP_LENGTH,
  type PegawaiInput,
  type PegawaiItem,
} from "@lontar/contracts/pegawai";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Col, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { useAuth } from "../../../lib/auth/auth-store";
import { useCreatePegawai } from "../api/create-pegawai";
import { useUpdatePegawai } from "../api/update-pegawai";
import { PlacementFields } from "./pegawai-placement-fields";
import { PegawaiPltSection } from "./pegawai-plt-section";

interface PegawaiFormProps {
  open: boolean;
  /** The employee to change; null adds a new one. */
  editing: PegawaiItem | null;
  /** Work unit preselected for a new employee. */
  defaultSatuanKerjaId?: number;
  onClose: () => void;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];
const digits = (length: number, message: string) => [
  { required: true, message },
  { pattern: new RegExp(`^\\d{${length}}$`), message },
];

const toValues = (p: PegawaiItem): Partial<PegawaiInput> => ({
  name: p.name,
  nip: p.nip ?? undefined,
  nik: p.nik,
  satuan_kerja_id: p.satuan_kerja_id,
  unit_kerja_id: p.unit_kerja_id ?? undefined,
  jenis_jabatan: (p.jenis_jabatan ?? undefined) as PegawaiInput["jenis_jabatan"] | undefined,
  jabatan_id: p.jabatan_id ?? undefined,
  alamat: p.alamat ?? undefined,
  telp: p.telp ?? undefined,
  email: p.email ?? undefined,
  golongan: p.golongan ?? "",
  pangkat: p.pangkat ?? "",
});

/** The add/edit modal of Master Pegawai (spec 02 §2.5), with the PLT section when editing. */
export function PegawaiForm({ open, editing, defaultSatuanKerjaId, onClose }: PegawaiFormProps) {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const create = useCreatePegawai();
  const update = useUpdatePegawai();
  const initialValues = useMemo<Partial<PegawaiInput>>(
    () => (editing ? toValues(editing) : { satuan_kerja_id: defaultSatuanKerjaId }),
    [editing, defaultSatuanKerjaId],
  );
  return (
    <FormModal<PegawaiInput>
      title={editing ? "Ubah Pegawai" : "Tambah Pegawai"}
      open={open}
      onClose={onClose}
      width={760}
      initialValues={initialValues}
      onSubmit={(values) =>
        editing ? update.mutateAsync({ id: editing.id, body: values }) : create.mutateAsync(values)
      }
      successMessage={editing ? masterMessages.updated : masterMessages.created}
      failureMessage={editing ? masterMessages.updateFailed : masterMessages.createFailed}
    >
      {(form) => (
        <>
          <Form.Item label="Nama" name="name" rules={required(m.nameRequired)}>
            <Input placeholder="Nama lengkap dengan gelar" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="NIP" name="nip" rules={digits(NIP_LENGTH, m.nipInvalid)}>
                <Input inputMode="numeric" maxLength={NIP_LENGTH} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="NIK" name="nik" rules={digits(NIK_LENGTH, m.nikInvalid)}>
                <Input inputMode="numeric" maxLength={NIK_LENGTH} />
              </Form.Item>
            </Col>
          </Row>
          <PlacementFields form={form} lockSatuanKerja={!isAdmin} />
          <Form.Item label="Alamat" name="alamat" rules={required(m.alamatRequired)}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="No. Telp/WA" name="telp" rules={required(m.telpRequired)}>
                <Input inputMode="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label="E-mail"
                name="email"
                rules={[
                  { required: true, message: m.emailRequired },
                  { type: "email", message: m.emailInvalid },
                ]}
              >
                <Input inputMode="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Golongan" name="golongan">
                <Input placeholder="mis. III/a" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Pangkat" name="pangkat">
                <Input placeholder="mis. Penata Muda" />
              </Form.Item>
            </Col>
          </Row>
          {editing ? <PegawaiPltSection pegawai={editing} /> : null}
        </>
      )}
    </FormModal>
  );
}

import { USER_LEVEL } from "@lontar/contracts/user";
import { useQuery } from "@tanstack/react-query";
import { Form } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import {
  SatuanKerjaSelect,
  satuanKerjaOptionsQuery,
} from "../../../components/satuan-kerja-select";
import { useAuth } from "../../../lib/auth/auth-store";
import { useCreateKopSurat } from "../api/create-kop-surat";

interface KodeSkpdSelectProps {
  value?: string;
  onChange?: (kodeSkpd: string | undefined) => void;
  disabled?: boolean;
  id?: string;
}

/** SatuanKerjaSelect whose value is the work unit's `kode_skpd` (what the API takes). */
function KodeSkpdSelect({ value, onChange, disabled, id }: KodeSkpdSelectProps) {
  const units = useQuery(satuanKerjaOptionsQuery());
  const selected = units.data?.find((u) => u.kode_skpd === value)?.satuan_kerja_id;
  return (
    <SatuanKerjaSelect
      id={id}
      value={selected}
      disabled={disabled}
      onChange={(_, unit) => onChange?.(unit?.kode_skpd)}
      style={{ width: "100%" }}
    />
  );
}

interface AddLocationModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Tambah Lokasi': choose the work unit of a new letterhead. A non-administrator holder of the
 * menu manages their own work unit only, so it is chosen for them.
 */
export function AddLocationModal({ open, onClose }: AddLocationModalProps) {
  const create = useCreateKopSurat();
  const units = useQuery(satuanKerjaOptionsQuery());
  const user = useAuth((s) => s.user);
  const ownOnly = user !== null && user.user_level !== USER_LEVEL.admin;
  const ownKode = user?.data_pegawai.satuan_kerja.kode_skpd;
  const initialValues = useMemo(() => (ownOnly ? { kode_skpd: ownKode } : {}), [ownOnly, ownKode]);

  const submit = async ({ kode_skpd }: { kode_skpd: string }) => {
    const unit = units.data?.find((u) => u.kode_skpd === kode_skpd);
    await create.mutateAsync({ kode_skpd, satuan_kerja_nama: unit?.satuan_kerja_nama });
  };

  return (
    <FormModal<{ kode_skpd: string }>
      title="Tambah Lokasi"
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={submit}
      successMessage="Data berhasil ditambah"
      failureMessage="Data gagal ditambah"
    >
      <Form.Item
        label="Lokasi"
        name="kode_skpd"
        rules={[{ required: true, message: "Lokasi wajib dipilih" }]}
      >
        <KodeSkpdSelect disabled={ownOnly} />
      </Form.Item>
    </FormModal>
  );
}

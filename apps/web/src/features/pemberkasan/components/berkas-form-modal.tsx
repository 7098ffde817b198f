import { BERKAS_MESSAGES } from "@lontar/contracts/berkas";
import type { KlasifikasiChoice } from "@lontar/contracts/klasifikasi";
import type { SifatPengamanan } from "@lontar/contracts/klasifikasi-keamanan";
import { Form, Input } from "antd";
import { useState } from "react";
import { DateField } from "../../../components/date-field";
import { FormModal } from "../../../components/form-modal";
import { KlasifikasiKeamananField } from "../../../components/klasifikasi-keamanan-field";
import { KlasifikasiPicker } from "../../../components/klasifikasi-picker";
import { todayInJakarta } from "../../../lib/dates";
import { type Dayjs, dayjs } from "../../../lib/dayjs-id";
import { useCreateBerkas } from "../api/create-berkas";

/**
 * The form's values under the request's field names, so that the server's field errors land
 * on their fields: the classification as the picker hands it back (its code is sent) and the
 * first day as the date field holds it.
 */
interface BerkasFormValues {
  klasifikasi_kode?: KlasifikasiChoice | null;
  judul: string;
  kurun_waktu_mulai?: Dayjs | null;
  catatan?: string;
  klasifikasi_keamanan?: SifatPengamanan;
}

interface BerkasFormModalProps {
  open: boolean;
  /** The work unit an administrator chose on the list; others file for their own. */
  satuanKerjaId?: number;
  onClose: () => void;
}

/**
 * 'Tambah Berkas': classification code, uraian informasi, first day (today), security class and a
 * note.
 */
export function BerkasFormModal({ open, satuanKerjaId, onClose }: BerkasFormModalProps) {
  const create = useCreateBerkas();
  const [initialValues] = useState<Partial<BerkasFormValues>>(() => ({
    kurun_waktu_mulai: dayjs(todayInJakarta()),
    klasifikasi_keamanan: "Biasa",
  }));
  return (
    <FormModal<BerkasFormValues>
      title="Tambah Berkas"
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      width={640}
      successMessage={BERKAS_MESSAGES.added}
      onSubmit={(values) =>
        create.mutateAsync({
          klasifikasi_kode: values.klasifikasi_kode?.kode ?? "",
          judul: values.judul,
          kurun_waktu_mulai: values.kurun_waktu_mulai?.format("YYYY-MM-DD") ?? "",
          catatan: values.catatan ?? "",
          klasifikasi_keamanan: values.klasifikasi_keamanan,
          satuan_kerja_id: satuanKerjaId,
        })
      }
    >
      <Form.Item
        label="Kode Klasifikasi"
        name="klasifikasi_kode"
        rules={[{ required: true, message: "Kode klasifikasi wajib dipilih" }]}
      >
        <KlasifikasiPicker />
      </Form.Item>
      <Form.Item
        label="Uraian Informasi"
        name="judul"
        rules={[
          { required: true, whitespace: true, message: "Uraian informasi wajib diisi" },
          { max: 500, message: "Uraian informasi terlalu panjang" },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        label="Kurun Waktu Mulai"
        name="kurun_waktu_mulai"
        rules={[{ required: true, message: "Kurun waktu mulai wajib diisi" }]}
      >
        <DateField placeholder="DD/MM/YYYY" style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item
        label="Klasifikasi Keamanan"
        name="klasifikasi_keamanan"
        extra="Klasifikasi berkas mengikuti yang tertinggi dari pilihan ini dan isinya."
      >
        <KlasifikasiKeamananField label="Klasifikasi Keamanan" />
      </Form.Item>
      <Form.Item
        label="Catatan"
        name="catatan"
        rules={[{ max: 2000, message: "Catatan terlalu panjang" }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}

import { UploadOutlined } from "@ant-design/icons";
import { ARSIP_MESSAGES, type ArsipItem, type PenyimpananNode } from "@lontar/contracts/arsip";
import { Button, Form, Input, InputNumber, Select, TreeSelect, Typography, Upload } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { KlasifikasiKeamananField } from "../../../components/klasifikasi-keamanan-field";
import { KlasifikasiPicker } from "../../../components/klasifikasi-picker";
import { type ArsipFormValues, useSaveArsip } from "../api/arsip-actions";
import { useJenisArsipPluck } from "../api/get-jenis-arsip";
import { usePenyimpanan } from "../api/get-penyimpanan";

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
const toTree = (nodes: PenyimpananNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n._id,
    title: n.nama ? `${n.kode} - ${n.nama}` : n.kode,
    children: toTree(n.childs),
  }));

interface FileFieldProps {
  value?: File | null;
  onChange?: (file: File | null) => void;
  current?: string | null;
}

/** One file (PDF or image), kept in the form until Simpan; the server checks its content. */
function FileField({ value, onChange, current }: FileFieldProps) {
  return (
    <>
      <Upload
        accept="application/pdf,image/png,image/jpeg"
        maxCount={1}
        beforeUpload={(file) => {
          onChange?.(file);
          return false;
        }}
        onRemove={() => onChange?.(null)}
        fileList={value ? [{ uid: "1", name: value.name, status: "done" }] : []}
      >
        <Button icon={<UploadOutlined />}>Pilih File</Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        PDF atau gambar (PNG/JPEG), maksimal 100MB
        {current ? ` · file sekarang: ${current}` : ""}
      </Typography.Text>
    </>
  );
}

interface ArsipFormModalProps {
  open: boolean;
  /** The item edited, or null to add one. */
  item: ArsipItem | null;
  /** The work unit of a new item (administrators choose it on the list). */
  satuanKerjaId?: number;
  onClose: () => void;
}

/**
 * 'Tambah' / 'Ubah' of Tabel Arsip: type, location, number, year, name, classification, security
 * class, file.
 */
export function ArsipFormModal({ open, item, satuanKerjaId, onClose }: ArsipFormModalProps) {
  const unit = item?.satuan_kerja_id ?? satuanKerjaId;
  const types = useJenisArsipPluck(unit);
  const places = usePenyimpanan({ satuan_kerja_id: unit }, open);
  const save = useSaveArsip();
  const treeData = useMemo(() => toTree(places.data?.items ?? []), [places.data]);
  const initialValues = useMemo<Partial<ArsipFormValues>>(
    () =>
      item
        ? {
            jenis_arsip: item.jenis_arsip._id,
            penyimpanan: item.penyimpanan._id,
            no_dokumen: item.no_dokumen,
            tahun: item.tahun,
            nama_arsip: item.nama_arsip,
            klasifikasi: item.klasifikasi,
            klasifikasi_keamanan:
              item.klasifikasi_keamanan as ArsipFormValues["klasifikasi_keamanan"],
          }
        : { tahun: new Date().getFullYear(), klasifikasi_keamanan: "Biasa" },
    [item],
  );

  return (
    <FormModal<ArsipFormValues>
      title={item ? "Ubah Arsip" : "Tambah Arsip"}
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      width={640}
      onSubmit={(values) =>
        save.mutateAsync({
          id: item?._id,
          values: { ...values, satuan_kerja_id: item ? undefined : satuanKerjaId },
        })
      }
      successMessage={item ? ARSIP_MESSAGES.edited : ARSIP_MESSAGES.added}
      failureMessage={item ? ARSIP_MESSAGES.editFailed : ARSIP_MESSAGES.addFailed}
    >
      {types.isError || places.isError ? (
        <Typography.Text type="danger">{ARSIP_MESSAGES.optionsFailed}</Typography.Text>
      ) : null}
      <Form.Item
        label="Jenis Arsip"
        name="jenis_arsip"
        rules={[{ required: true, message: "Jenis arsip wajib dipilih" }]}
      >
        <Select
          placeholder="Pilih Jenis Arsip"
          loading={types.isLoading}
          options={types.data?.items.map((t) => ({ value: t._id, label: t.nama }))}
          showSearch={{ optionFilterProp: "label" }}
        />
      </Form.Item>
      <Form.Item
        label="Penyimpanan"
        name="penyimpanan"
        rules={[{ required: true, message: "Penyimpanan wajib dipilih" }]}
      >
        <TreeSelect
          placeholder="Pilih Penyimpanan"
          treeData={treeData}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          loading={places.isLoading}
        />
      </Form.Item>
      <Form.Item
        label="Nomor Dokumen"
        name="no_dokumen"
        rules={[{ required: true, message: "Nomor dokumen wajib diisi" }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label="Tahun"
        name="tahun"
        rules={[{ required: true, message: "Tahun wajib diisi" }]}
      >
        <InputNumber min={1900} max={2100} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        label="Nama Arsip"
        name="nama_arsip"
        rules={[{ required: true, message: "Nama arsip wajib diisi" }]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Klasifikasi (retensi)" name="klasifikasi">
        <KlasifikasiPicker />
      </Form.Item>
      <Form.Item
        label="Klasifikasi Keamanan"
        name="klasifikasi_keamanan"
        extra="Arsip Rahasia dan Sangat Rahasia hanya terlihat oleh pengunggahnya."
      >
        <KlasifikasiKeamananField label="Klasifikasi Keamanan" />
      </Form.Item>
      <Form.Item
        label="File"
        name="file"
        rules={item ? [] : [{ required: true, message: "File wajib diunggah" }]}
      >
        <FileField current={item?.file_name} />
      </Form.Item>
    </FormModal>
  );
}

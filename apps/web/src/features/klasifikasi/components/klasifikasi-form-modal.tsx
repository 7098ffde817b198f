import {
  type KeteranganRetensi,
  type KlasifikasiNode,
  keteranganRetensi,
} from "@lontar/contracts/klasifikasi";
import { Col, Form, Input, InputNumber, Row, Select } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { useCreateKlasifikasi } from "../api/create-klasifikasi";
import { useUpdateKlasifikasi } from "../api/update-klasifikasi";

/** What the modal is open for (spec 02 §4 modes add, addChild, edit). */
export type KlasifikasiModalTarget =
  | { mode: "add" }
  | { mode: "addChild"; parent: KlasifikasiNode }
  | { mode: "edit"; node: KlasifikasiNode };

interface KlasifikasiFormValues {
  kode: string;
  nama: string;
  retensi?: {
    aktif?: number | null;
    inaktif?: number | null;
    keterangan?: KeteranganRetensi | null;
  };
}

const titles = {
  add: "Tambah Klasifikasi",
  addChild: "Tambah Sub Klasifikasi",
  edit: "Ubah Klasifikasi",
};

function initialValuesOf(target: KlasifikasiModalTarget | null): Partial<KlasifikasiFormValues> {
  if (target?.mode === "edit") {
    const { node } = target;
    return {
      kode: node.kode,
      nama: node.nama,
      retensi: {
        aktif: node.retensi_aktif,
        inaktif: node.retensi_inaktif,
        keterangan: node.keterangan_retensi,
      },
    };
  }
  // A sub-code starts with its parent's code and a dot (the server's code rule).
  if (target?.mode === "addChild") return { kode: `${target.parent.kode}.` };
  return {};
}

/** The retention as the API takes it: null when nothing is filled in. */
function retensiOf(values: KlasifikasiFormValues) {
  const aktif = values.retensi?.aktif ?? null;
  const inaktif = values.retensi?.inaktif ?? null;
  const keterangan = values.retensi?.keterangan ?? null;
  return aktif === null && inaktif === null && keterangan === null
    ? null
    : { aktif, inaktif, keterangan };
}

interface KlasifikasiFormModalProps {
  target: KlasifikasiModalTarget | null;
  onClose: () => void;
  /** After a save: the parent whose sub-codes changed (to expand it), if any. */
  onSaved?: (parentId: number | null) => void;
}

/** The add / add-child / edit modal of Master Klasifikasi: Kode*, Nama* and the retention. */
export function KlasifikasiFormModal({ target, onClose, onSaved }: KlasifikasiFormModalProps) {
  const create = useCreateKlasifikasi();
  const update = useUpdateKlasifikasi();
  const initialValues = useMemo(() => initialValuesOf(target), [target]);
  const editing = target?.mode === "edit";

  const submit = async (values: KlasifikasiFormValues) => {
    const body = { kode: values.kode, nama: values.nama, retensi: retensiOf(values) };
    if (target?.mode === "edit") {
      await update.mutateAsync({ ...body, id: target.node._id });
      onSaved?.(target.node.parent);
    } else {
      const parent = target?.mode === "addChild" ? target.parent._id : null;
      await create.mutateAsync({ ...body, parent });
      onSaved?.(parent);
    }
  };

  return (
    <FormModal<KlasifikasiFormValues>
      title={target ? titles[target.mode] : ""}
      open={target !== null}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={submit}
      successMessage={editing ? "Data berhasil diubah" : "Data berhasil ditambah"}
      failureMessage={editing ? "Data gagal di ubah" : "Data gagal ditambah"}
    >
      {target?.mode === "addChild" ? (
        <Form.Item label="Induk">
          <Input value={`${target.parent.kode} - ${target.parent.nama}`} disabled />
        </Form.Item>
      ) : null}
      <Form.Item
        label="Kode"
        name="kode"
        rules={[{ required: true, whitespace: true, message: "Kode wajib diisi" }]}
      >
        <Input placeholder="mis. 000.1.2" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Nama"
        name="nama"
        rules={[{ required: true, whitespace: true, message: "Nama wajib diisi" }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item label="Retensi Aktif (tahun)" name={["retensi", "aktif"]}>
            <InputNumber min={0} max={100} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Retensi Inaktif (tahun)" name={["retensi", "inaktif"]}>
            <InputNumber min={0} max={100} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Keterangan" name={["retensi", "keterangan"]}>
            <Select
              allowClear
              placeholder="Pilih"
              options={keteranganRetensi.options.map((k) => ({ value: k, label: k }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

import {
  BERITA_ACARA_JUDUL,
  BERITA_ACARA_MESSAGES,
  type BeritaAcaraItem,
  type BeritaAcaraJenis,
} from "@lontar/contracts/berita-acara";
import type { BerkasItem } from "@lontar/contracts/berkas";
import { Alert, Checkbox, Form, Modal, Typography } from "antd";
import { useEffect, useState } from "react";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { toApiError } from "../../../lib/api-error";
import { useUsulBeritaAcara } from "../../berita-acara/api/usul-berita-acara";
import { PENERIMA_LABEL } from "../../berita-acara/components/berita-acara-fields";
import { nomorBerkas } from "../../pemberkasan/format";

/** The checkbox that confirms proposing berkas holding Rahasia records. */
export const RAHASIA_CHECKBOX = "Saya memahami berkas ini memuat arsip Rahasia";
const RAHASIA_REQUIRED = "Centang konfirmasi untuk melanjutkan";

interface UsulValues {
  ke_unit?: number;
  konfirmasi_rahasia?: boolean;
}

interface UsulModalProps {
  open: boolean;
  /** The act proposed. */
  jenis: BeritaAcaraJenis;
  title: string;
  berkas: BerkasItem[];
  onClose: () => void;
  /** The Berita Acara made, waiting for its signature. */
  onDone: (item: BeritaAcaraItem) => void;
}

/**
 * Proposes the act on the chosen berkas: the receiving unit for a pemindahan or penyerahan,
 * then the Berita Acara is made. When the server says a berkas holds a Rahasia record, its
 * message shows with a checkbox, and the proposal goes again with `konfirmasi_rahasia: true`.
 * Other refusals stay in the dialog (the receiving unit's under its field).
 */
export function UsulModal({ open, jenis, title, berkas, onClose, onDone }: UsulModalProps) {
  const [form] = Form.useForm<UsulValues>();
  const usul = useUsulBeritaAcara();
  const [rahasia, setRahasia] = useState<string[] | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const penerima = jenis === "pemusnahan" ? null : PENERIMA_LABEL[jenis];

  useEffect(() => {
    if (!open) return;
    setRahasia(null);
    setRefusals([]);
    form.resetFields();
  }, [open, form]);

  const submit = async () => {
    let values: UsulValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setRefusals([]);
    try {
      const item = await usul.mutateAsync({
        jenis,
        body: {
          berkas_ids: berkas.map((b) => b.id),
          ...(penerima ? { ke_unit: values.ke_unit } : {}),
          ...(rahasia ? { konfirmasi_rahasia: true } : {}),
        },
      });
      onDone(item);
    } catch (caught) {
      const failure = toApiError(caught);
      const {
        konfirmasi_rahasia: secret = [],
        ke_unit: unit = [],
        berkas_ids: ids = [],
      } = failure.errors;
      if (secret.length > 0) setRahasia(secret);
      if (unit.length > 0 && penerima) form.setFields([{ name: "ke_unit", errors: unit }]);
      const fieldErrors = secret.length + (penerima ? unit.length : 0);
      setRefusals(
        ids.length > 0 || fieldErrors > 0 ? ids : [failure.diagnosticMessage ?? failure.message],
      );
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Usulkan"
      cancelText="Batal"
      confirmLoading={usul.isPending}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph>
        {`${BERITA_ACARA_JUDUL[jenis]} dibuat untuk ${berkas.length} berkas berikut dan menunggu tanda tangan kepala unit kerja.`}
      </Typography.Paragraph>
      <ul aria-label="Berkas yang diusulkan">
        {berkas.map((b) => (
          <li key={b.id}>{`${nomorBerkas(b)} · ${b.judul}`}</li>
        ))}
      </ul>
      {refusals.length > 0 ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={refusals.length === 1 ? refusals[0] : <Lines lines={refusals} />}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        {penerima ? (
          <Form.Item
            label={penerima}
            name="ke_unit"
            rules={[{ required: true, message: BERITA_ACARA_MESSAGES.keUnitRequired }]}
          >
            <SatuanKerjaSelect placeholder={`Pilih ${penerima.toLowerCase()}`} />
          </Form.Item>
        ) : null}
        {rahasia ? (
          <>
            <Alert
              type="warning"
              showIcon
              role="alert"
              title={<Lines lines={rahasia} />}
              style={{ marginBottom: 16 }}
            />
            <Form.Item
              name="konfirmasi_rahasia"
              valuePropName="checked"
              rules={[
                {
                  validator: (_, value) =>
                    value ? Promise.resolve() : Promise.reject(new Error(RAHASIA_REQUIRED)),
                },
              ]}
            >
              <Checkbox>{RAHASIA_CHECKBOX}</Checkbox>
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

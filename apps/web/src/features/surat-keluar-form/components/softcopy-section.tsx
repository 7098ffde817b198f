import { UploadOutlined } from "@ant-design/icons";
import type { SpecimenItem } from "@lontar/contracts/esign";
import { FILE_SIZE_MESSAGE, MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import { Alert, Button, Form, Radio, Space, Spin, Typography, Upload } from "antd";
import { useState } from "react";
import { PdfViewer } from "../../../components/pdf-viewer";
import { toApiError } from "../../../lib/api-error";
import { useBlob, useObjectUrl } from "../../../lib/get-blob";
import { useSoftcopyMeta } from "../api/get-softcopy-meta";
import { uploadSoftcopy } from "../api/upload-softcopy";
import type { TabProps } from "./tab-props";

export const PDF_ONLY_MESSAGE = "File surat harus berupa PDF";

/** Softcopy letters: the PDF body (PDF only, 100 MB) and the signer's specimen to stamp. */
export function SoftcopySection({ draft, onChange, disabled }: TabProps) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const pdf = useBlob(draft.attachment?.url ?? null);

  const upload = async (file: File) => {
    setError(null);
    if (file.type !== "application/pdf" && !file.name.toLowerCase().endsWith(".pdf"))
      return setError(PDF_ONLY_MESSAGE);
    if (file.size > MAX_UPLOAD_BYTES) return setError(FILE_SIZE_MESSAGE);
    setUploading(true);
    try {
      const saved = await uploadSoftcopy(file);
      onChange({ attachment: saved });
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Form.Item label="File Surat (PDF, maksimal 100 MB)" required>
        <Space orientation="vertical" style={{ width: "100%" }}>
          <Upload
            accept="application/pdf,.pdf"
            showUploadList={false}
            disabled={disabled || uploading}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
              {draft.attachment ? "Ganti PDF" : "Unggah PDF"}
            </Button>
          </Upload>
          {draft.attachment ? (
            <Typography.Text data-testid="softcopy-name">{draft.attachment.name}</Typography.Text>
          ) : null}
          {error ? <Alert type="error" showIcon title={error} /> : null}
        </Space>
      </Form.Item>
      <SpecimenChoice draft={draft} onChange={onChange} disabled={disabled} />
      {draft.attachment ? (
        <PdfViewer
          file={pdf.data}
          loading={pdf.isLoading}
          error={pdf.isError ? toApiError(pdf.error).message : null}
          fileName={draft.attachment.name}
        />
      ) : null}
    </>
  );
}

function SpecimenChoice({ draft, onChange, disabled }: TabProps) {
  const meta = useSoftcopyMeta(draft.id ?? draft.initId);
  const list = meta.data ?? [];
  return (
    <Form.Item label="Spesimen Tanda Tangan" required>
      {meta.isLoading ? (
        <Spin />
      ) : list.length === 0 ? (
        <Typography.Text type="secondary">
          Penandatangan belum memiliki spesimen tanda tangan.
        </Typography.Text>
      ) : (
        <Radio.Group
          aria-label="Spesimen Tanda Tangan"
          disabled={disabled}
          value={draft.tanda_tangan}
          onChange={(e) => onChange({ tanda_tangan: e.target.value })}
        >
          <Space wrap>
            {list.map((s, i) => (
              <Radio key={s._id} value={s._id} aria-label={`Spesimen ${i + 1}`}>
                <SpecimenImage specimen={s} alt={`Spesimen ${i + 1}`} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Form.Item>
  );
}

function SpecimenImage({ specimen, alt }: { specimen: SpecimenItem; alt: string }) {
  const blob = useBlob(specimen.image);
  const url = useObjectUrl(blob.data);
  return url ? (
    <img src={url} alt={alt} className="letter-form__specimen" />
  ) : (
    <span className="letter-form__specimen">
      {blob.isError ? "Gagal memuat" : <Spin size="small" />}
    </span>
  );
}

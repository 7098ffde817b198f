import { InboxOutlined } from "@ant-design/icons";
import { FILE_SIZE_MESSAGE, MAX_UPLOAD_BYTES, type StoredFileInfo } from "@lontar/contracts/files";
import type { KopSuratItem } from "@lontar/contracts/kop-surat";
import { Alert, Form, Upload, type UploadProps } from "antd";
import { useEffect, useState } from "react";
import { FormModal } from "../../../components/form-modal";
import { toApiError } from "../../../lib/api-error";
import { storeFile } from "../../../lib/store-file";
import { useAttachKopSuratFile } from "../api/attach-kop-surat-file";

interface UploadFileModalProps {
  /** The letterhead to upload a file for; null when closed. */
  item: KopSuratItem | null;
  onClose: () => void;
}

/**
 * Uploads one file (the first one dropped or chosen) and, on Simpan, attaches it to the
 * letterhead. Simpan stays disabled until the upload has finished.
 */
export function UploadFileModal({ item, onClose }: UploadFileModalProps) {
  const attach = useAttachKopSuratFile();
  const [uploaded, setUploaded] = useState<StoredFileInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!item) return;
    setUploaded(null);
    setError(null);
  }, [item]);

  const beforeUpload: UploadProps["beforeUpload"] = (file, fileList) => {
    if (fileList.indexOf(file) > 0) return Upload.LIST_IGNORE;
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(FILE_SIZE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps["customRequest"] = async ({ file, onSuccess, onError }) => {
    setUploaded(null);
    setError(null);
    try {
      const info = await storeFile(file as File, { purpose: "kop-surat" });
      setUploaded(info);
      onSuccess?.(info);
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(apiError.diagnosticMessage ?? apiError.message);
      onError?.(new Error(apiError.message));
    }
  };

  return (
    <FormModal<object>
      title={item ? `Unggah Kop Surat · ${item.satuan_kerja_nama}` : ""}
      open={item !== null}
      onClose={onClose}
      onSubmit={async () => {
        if (item && uploaded) await attach.mutateAsync({ id: item._id, file: uploaded });
      }}
      successMessage="Berhasil menyimpan file"
      failureMessage="Gagal menyimpan file"
      okDisabled={uploaded === null}
    >
      <Form.Item label="File">
        <Upload.Dragger
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          multiple={false}
          maxCount={1}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          onRemove={() => {
            setUploaded(null);
            return true;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Klik atau seret file ke area ini</p>
          <p className="ant-upload-hint">File maksimal 100MB</p>
        </Upload.Dragger>
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </FormModal>
  );
}

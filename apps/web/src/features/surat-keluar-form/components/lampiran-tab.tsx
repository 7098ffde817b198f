import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from "@ant-design/icons";
import { FILE_SIZE_MESSAGE, MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import { Alert, Button, Empty, List, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { toApiError } from "../../../lib/api-error";
import { storeFile } from "../../../lib/store-file";
import type { TabProps } from "./tab-props";

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Tab 7: attachments, uploaded through store-file, listed with a remove button. */
export function LampiranTab({ draft, onChange, disabled }: TabProps) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > MAX_UPLOAD_BYTES) return setError(FILE_SIZE_MESSAGE);
    setUploading((n) => n + 1);
    try {
      const { _id, file_name, file_size, file_url } = await storeFile(file);
      onChange((d) => ({
        ...d,
        lampiran: [...d.lampiran, { _id, file_name, file_size, file_url }],
      }));
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setUploading((n) => n - 1);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Upload
        multiple
        accept="application/pdf,image/png,image/jpeg"
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading > 0} disabled={disabled}>
          Tambah Lampiran
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        PDF atau gambar (PNG/JPEG), maksimal 100 MB.
      </Typography.Text>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {draft.lampiran.length === 0 ? (
        <Empty description="Belum ada lampiran" />
      ) : (
        <List
          bordered
          data-testid="daftar-lampiran"
          dataSource={draft.lampiran}
          rowKey="_id"
          renderItem={(f) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Hapus ${f.file_name}`}
                  disabled={disabled}
                  onClick={() =>
                    onChange((d) => ({ ...d, lampiran: d.lampiran.filter((x) => x._id !== f._id) }))
                  }
                />,
              ]}
            >
              <Space>
                <PaperClipOutlined />
                <span>{f.file_name}</span>
                <Typography.Text type="secondary">{size(f.file_size)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}

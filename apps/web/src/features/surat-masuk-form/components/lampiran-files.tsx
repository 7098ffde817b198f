import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from "@ant-design/icons";
import type { StoredFileInfo } from "@lontar/contracts/files";
import { Alert, Button, List, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { toApiError } from "../../../lib/api-error";
import { storeFile } from "../../../lib/store-file";

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

interface LampiranFilesProps {
  /** id of the file input, for a label. */
  id?: string;
  value: StoredFileInfo[];
  onChange: (update: (files: StoredFileInfo[]) => StoredFileInfo[]) => void;
  disabled?: boolean;
}

/** Attachments: each file is uploaded at once (`api/master/store-file`) and listed. */
export function LampiranFiles({ id, value, onChange, disabled }: LampiranFilesProps) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setUploading((n) => n + 1);
    try {
      const stored = await storeFile(file);
      onChange((files) => [...files, stored]);
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setUploading((n) => n - 1);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <Upload
          id={id}
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
        {/* The 1 MB limit is stated, not enforced (spec 01 §5). */}
        <Typography.Text type="secondary">
          PDF atau gambar, maksimal 1 MB per berkas.
        </Typography.Text>
      </Space>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {value.length ? (
        <List
          size="small"
          bordered
          data-testid="daftar-lampiran"
          dataSource={value}
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
                  onClick={() => onChange((files) => files.filter((x) => x._id !== f._id))}
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
      ) : null}
    </Space>
  );
}

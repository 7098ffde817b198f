import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from "@ant-design/icons";
import { FILE_SIZE_MESSAGE, type StoredFileInfo } from "@lontar/contracts/files";
import { Alert, Button, Empty, List, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { toApiError } from "../lib/api-error";
import { storeFile } from "../lib/store-file";

export interface AttachmentItem {
  _id: string;
  file_name: string;
  file_size: number;
}

interface AttachmentUploadProps<T extends AttachmentItem> {
  /** id of the file input, for a label. */
  id?: string;
  value: T[];
  /** A file was uploaded (`POST api/master/store-file`). */
  onAdd: (file: StoredFileInfo) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
  /** The line under the button (accepted types and size). */
  hint: string;
  /** Refused before uploading when larger. */
  maxBytes?: number;
  /** Shown while the list is empty (nothing when unset). */
  emptyText?: string;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Attachments of a letter: each file is uploaded at once and listed with a remove button. */
export function AttachmentUpload<T extends AttachmentItem>({
  id,
  value,
  onAdd,
  onRemove,
  disabled,
  hint,
  maxBytes,
  emptyText,
}: AttachmentUploadProps<T>) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (maxBytes !== undefined && file.size > maxBytes) return setError(FILE_SIZE_MESSAGE);
    setUploading((n) => n + 1);
    try {
      onAdd(await storeFile(file));
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
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Space>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {value.length === 0 ? (
        emptyText ? (
          <Empty description={emptyText} />
        ) : null
      ) : (
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
                  onClick={() => onRemove(f._id)}
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

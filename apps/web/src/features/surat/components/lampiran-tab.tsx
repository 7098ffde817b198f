import { DownloadOutlined, PaperClipOutlined } from "@ant-design/icons";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { Button, Empty, List } from "antd";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { downloadFile } from "../../../lib/get-blob";

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

type Attachment = OutgoingMailDetail["lampiran"][number];

/** Lampiran: the attachments, downloaded with the bearer token. */
export function LampiranTab({ letter }: { letter: { lampiran: Attachment[] } }) {
  if (letter.lampiran.length === 0) return <Empty description="Tidak ada lampiran" />;
  const download = (file: Attachment) =>
    downloadFile(file.file_url, file.file_name).catch((error) => {
      const apiError = toApiError(error);
      showBanner({ type: "error", message: apiError.message, status: apiError.status });
    });
  return (
    <List
      dataSource={letter.lampiran}
      rowKey="_id"
      renderItem={(file) => (
        <List.Item
          actions={[
            <Button
              key="unduh"
              icon={<DownloadOutlined />}
              aria-label={`Unduh ${file.file_name}`}
              onClick={() => download(file)}
            >
              Unduh
            </Button>,
          ]}
        >
          <List.Item.Meta
            avatar={<PaperClipOutlined />}
            title={file.file_name}
            description={size(file.file_size)}
          />
        </List.Item>
      )}
    />
  );
}

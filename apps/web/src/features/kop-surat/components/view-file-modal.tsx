import type { FileRef } from "@lontar/contracts/files";
import { Alert, Modal, Spin } from "antd";
import { useEffect, useState } from "react";
import { useBlob } from "../../../lib/get-blob";

interface ViewFileModalProps {
  file: FileRef | null;
  onClose: () => void;
}

/** Shows a letterhead file: a PDF in a frame, an image as an image. */
export function ViewFileModal({ file, onClose }: ViewFileModalProps) {
  const blob = useBlob(file?.file_url ?? null);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob.data) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob.data]);

  const isPdf = file?.mime === "application/pdf";
  return (
    <Modal
      title={file ? `Lihat · ${file.file_name}` : "Lihat"}
      open={file !== null}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      {blob.isError ? <Alert type="error" showIcon title="Gagal mengambil data" /> : null}
      {blob.isLoading || (blob.data && !url) ? (
        <div style={{ textAlign: "center", padding: 48 }}>
          <Spin />
        </div>
      ) : null}
      {url && file ? (
        isPdf ? (
          <iframe
            src={url}
            title={file.file_name}
            style={{ width: "100%", height: "70vh", border: "1px solid #f0f0f0" }}
          />
        ) : (
          <img
            src={url}
            alt={file.file_name}
            style={{ maxWidth: "100%", display: "block", margin: "0 auto" }}
          />
        )
      ) : null}
    </Modal>
  );
}

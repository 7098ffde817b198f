import type { ArsipItem } from "@lontar/contracts/arsip";
import { Alert, Modal, Spin } from "antd";
import { useEffect, useMemo } from "react";
import { toApiError } from "../../../lib/api-error";
import { useArsipFileBlob } from "../api/get-arsip-file";

/** 'Lihat': the item's PDF or image, loaded with the session's token. */
export function ArsipFileModal({ item, onClose }: { item: ArsipItem | null; onClose: () => void }) {
  const blob = useArsipFileBlob(item?.file ?? null);
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const error = blob.error ? toApiError(blob.error) : null;
  return (
    <Modal
      title="Lihat"
      open={item !== null}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon title={error.diagnosticMessage ?? error.message} />
      ) : !url ? (
        <Spin />
      ) : item?.mime?.startsWith("image/") ? (
        <img src={url} alt={item.nama_arsip} style={{ maxWidth: "100%" }} />
      ) : (
        <iframe
          title={item?.nama_arsip}
          src={url}
          style={{ width: "100%", height: "70vh", border: 0 }}
        />
      )}
    </Modal>
  );
}

import { MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import { AttachmentUpload } from "../../../components/attachment-upload";
import type { TabProps } from "./tab-props";

/** Tab 7: attachments, uploaded through store-file, listed with a remove button. */
export function LampiranTab({ draft, onChange, disabled }: TabProps) {
  return (
    <AttachmentUpload
      value={draft.lampiran}
      disabled={disabled}
      hint="PDF atau gambar (PNG/JPEG), maksimal 100 MB."
      maxBytes={MAX_UPLOAD_BYTES}
      emptyText="Belum ada lampiran"
      onAdd={({ _id, file_name, file_size, file_url }) =>
        onChange((d) => ({
          ...d,
          lampiran: [...d.lampiran, { _id, file_name, file_size, file_url }],
        }))
      }
      onRemove={(id) =>
        onChange((d) => ({ ...d, lampiran: d.lampiran.filter((x) => x._id !== id) }))
      }
    />
  );
}

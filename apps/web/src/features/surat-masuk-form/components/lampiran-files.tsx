import type { StoredFileInfo } from "@lontar/contracts/files";
import { AttachmentUpload } from "../../../components/attachment-upload";

interface LampiranFilesProps {
  /** id of the file input, for a label. */
  id?: string;
  value: StoredFileInfo[];
  onChange: (update: (files: StoredFileInfo[]) => StoredFileInfo[]) => void;
  disabled?: boolean;
}

/** Attachments of a registered letter; the 1 MB limit is stated, not enforced (spec 01 §5). */
export function LampiranFiles({ id, value, onChange, disabled }: LampiranFilesProps) {
  return (
    <AttachmentUpload
      id={id}
      value={value}
      disabled={disabled}
      hint="PDF atau gambar, maksimal 1 MB per berkas."
      onAdd={(stored) => onChange((files) => [...files, stored])}
      onRemove={(fileId) => onChange((files) => files.filter((x) => x._id !== fileId))}
    />
  );
}

import { z } from "zod";

/** Largest upload accepted (spec 02 §9, spec 01 §5: 100 MB). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** Types accepted by `POST /api/master/store-file`, recognised by content, not by name. */
export const UPLOAD_MIME_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];

export const FILE_TYPE_MESSAGE = "File harus berupa PDF atau gambar (PNG/JPEG)";
export const FILE_SIZE_MESSAGE = "Ukuran file maksimal 100 MB";
export const FILE_REQUIRED_MESSAGE = "File wajib diunggah";

/** Where a stored file is downloaded (through the API, with the owner record's authorisation). */
export const fileUrl = (id: string) => `/api/files/${id}`;

/** `POST /api/master/store-file` answer (`data`); also the body of `PATCH egs/master/kop-surat/{id}`. */
export const storedFileInfo = z.object({
  _id: z.uuid(),
  file_name: z.string(),
  file_size: z.number().int(),
  mime: z.string(),
  file_url: z.string(),
});
export type StoredFileInfo = z.infer<typeof storedFileInfo>;

/** A file attached to a record, as lists show it. */
export const fileRef = z.object({
  _id: z.uuid(),
  file_url: z.string(),
  file_name: z.string(),
  mime: z.string(),
});
export type FileRef = z.infer<typeof fileRef>;

import { z } from "zod";

/** Largest upload accepted (spec 02 §9, spec 01 §5: 100 MB). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** Types accepted by `POST /api/master/store-file`, recognised by content, not by name. */
export const UPLOAD_MIME_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];

export const FILE_TYPE_MESSAGE = "File harus berupa PDF atau gambar (PNG/JPEG)";
export const FILE_SIZE_MESSAGE = "Ukuran file maksimal 100 MB";
export const FILE_REQUIRED_MESSAGE = "File wajib diunggah";
export const FILE_PDF_INVALID_MESSAGE = "File PDF rusak atau tidak dapat dibaca";
export const FILE_PDF_ACTIVE_MESSAGE =
  "File PDF tidak boleh berisi JavaScript atau aksi otomatis (OpenAction)";
export const FILE_RATE_MESSAGE = "Terlalu banyak unggahan, coba lagi beberapa saat lagi";
export const FILE_QUOTA_MESSAGE =
  "Kuota file yang belum dilampirkan sudah penuh: lampirkan file yang sudah diunggah atau tunggu file lama terhapus";

/**
 * What an upload is for, recorded on the stored file: a file is attached only to a record of
 * its purpose (a letter attachment never becomes a letterhead). `POST /api/master/store-file`
 * takes the first three (`?purpose=`, `lampiran` when absent, as the spec's calls send none);
 * the others are set by the endpoints that store them.
 */
export const FILE_PURPOSES = [
  "lampiran",
  "kop-surat",
  "surat-ttd",
  "softcopy",
  "scan",
  "spesimen",
  "arsip",
  "surat-elektronik",
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export const storeFilePurpose = z.enum(["lampiran", "kop-surat", "surat-ttd"]).default("lampiran");
export type StoreFilePurpose = z.infer<typeof storeFilePurpose>;

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

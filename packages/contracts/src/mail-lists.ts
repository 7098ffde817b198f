import { z } from "zod";

/** The outgoing workflow lists (spec 01 §3 "List filters", "List item"; §7). */

/** Query of the workflow lists `GET egs/{listPath}` (spec 01 §3 "List filters"). */
export const mailListQuery = z.object({
  // Calendar dates, not just their shape: 2025-02-30 would reach the database and fail there.
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
  q: z.string().trim().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  jenis_surat: z.string().optional(),
  status_surat: z.string().optional(),
  satuan_kerja_id: z.coerce.number().int().optional(),
});
export type MailListQuery = z.input<typeof mailListQuery>;
/** The list query as the server reads it (page and per_page filled in). */
export type MailListParams = z.output<typeof mailListQuery>;

/** One row of a workflow list (spec 01 §3 "List item"). */
export const mailListItem = z.object({
  id: z.uuid(),
  no_surat: z.string().nullable(),
  dari: z.string().nullable(),
  hal: z.string(),
  status: z.object({ text: z.string() }),
  status_mail: z.string(),
  tanggal: z.string(),
  tanggal_surat: z.string().nullable(),
  created_at: z.string(),
  is_read: z.boolean(),
  pengirim: z.object({ peg_nama: z.string(), peg_jabatan: z.string().nullable() }).nullable(),
  /** Recipients' names, comma separated. */
  kepada: z.string(),
  /** The reviewer at work (or the signer once sent). */
  pemeriksa: z.string().nullable(),
  resi: z.string().nullable(),
  satuan_kerja_nama: z.string(),
});
export type MailListItem = z.infer<typeof mailListItem>;

/** Outgoing workflow list paths (spec 01 §7). */
export const OUTGOING_LIST_PATHS = [
  "konsep/mail",
  "persetujuan/mail",
  "reject/mail",
  "telusuri/mail",
  "terkirim/mail",
] as const;
export type OutgoingListPath = (typeof OUTGOING_LIST_PATHS)[number];

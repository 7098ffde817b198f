import { z } from "zod";
import { checkDateRange, wireDay } from "./common";

/** The outgoing workflow lists (spec 01 §3 "List filters", "List item"; §7). */

/** The filter of the workflow lists (spec 01 §3 "List filters"), shared by a page and its print. */
const listFilterShape = {
  start_date: wireDay.optional(),
  end_date: wireDay.optional(),
  q: z.string().trim().optional(),
  jenis_surat: z.string().optional(),
  status_surat: z.string().optional(),
  satuan_kerja_id: z.coerce.number().int().optional(),
};

/** Query of the workflow lists `GET egs/{listPath}`; a Dari after Hingga is refused (422). */
export const mailListQuery = z
  .object({
    ...listFilterShape,
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
  })
  .superRefine(checkDateRange);
export type MailListQuery = z.input<typeof mailListQuery>;
/** The list query as the server reads it (page and per_page filled in). */
export type MailListParams = z.output<typeof mailListQuery>;

/** Query of a workflow list's print data `GET egs/{listPath}/export`: the filter, every row. */
export const mailListFilter = z.object(listFilterShape).superRefine(checkDateRange);
export type MailListFilter = z.output<typeof mailListFilter>;

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

/** Incoming workflow list paths (spec 01 §7): the two inbox tabs and the secretariat's Terkirim. */
export const INCOMING_LIST_PATHS = [
  "mail",
  "mail-sekretariat",
  "terkirim/mail-sekretariat",
] as const;

/** Every workflow list that prints its filter, and its print title. */
export const WORKFLOW_PRINT_TITLES = {
  "konsep/mail": "Konsep Surat",
  "persetujuan/mail": "Persetujuan",
  "reject/mail": "Surat Batal",
  "telusuri/mail": "Telusuri Surat",
  "terkirim/mail": "Surat Keluar Terkirim",
  mail: "Surat Masuk",
  "mail-sekretariat": "Surat Masuk Sekretariat",
  "terkirim/mail-sekretariat": "Surat Masuk Terkirim",
} as const satisfies Record<OutgoingListPath | (typeof INCOMING_LIST_PATHS)[number], string>;
export type WorkflowListPath = keyof typeof WORKFLOW_PRINT_TITLES;

/**
 * The header of a printable list (spec 02 §3 "Print view data"): title, date, agency, printer's
 * name, print time and the filter in words.
 */
export const listPrintHeader = z.object({
  title: z.string(),
  tanggal: z.string(),
  instansi: z.string(),
  pencetak: z.string(),
  dicetak: z.string(),
  filter: z.string(),
});
export type ListPrintHeader = z.infer<typeof listPrintHeader>;

/** `GET egs/{outgoing listPath}/export` answer `items`: the header and every row of the filter. */
export const outgoingPrintView = listPrintHeader.extend({ datas: z.array(mailListItem) });
export type OutgoingPrintView = z.infer<typeof outgoingPrintView>;

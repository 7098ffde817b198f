import { z } from "zod";
import { checkDateRange, pageMeta, wireDay } from "./common";
import { listPrintHeader } from "./mail-lists";
import { mailStatus } from "./options";

/**
 * The letter bank (spec 02 §2.10, §3, §7.5): every letter of the secretariat's work unit, by
 * category, with print views and exports. Secretariat (level 8) only.
 */

/** The three banks: outgoing letters, internal letters received, registered external letters. */
export const BANK_KINDS = ["keluar", "masuk-internal", "masuk"] as const;
export const bankKind = z.enum(BANK_KINDS);
export type BankKind = z.infer<typeof bankKind>;

/** `GET egs/{path}` of each bank (spec 02 §7.5); its exports are `{path}/export` and `{path}/download/excel`. */
export const BANK_PATHS = {
  keluar: "master/bank-mail-keluar",
  "masuk-internal": "master/bank-mail-masuk-internal",
  masuk: "master/bank-mail-masuk",
} as const satisfies Record<BankKind, string>;

/** Screen and print titles (spec 02 §2.10). */
export const BANK_TITLES = {
  keluar: "Bank Surat Keluar",
  "masuk-internal": "Bank Surat Masuk",
  masuk: "Bank Surat Masuk (Sekretariat)",
} as const satisfies Record<BankKind, string>;

/** The menu (db seed) whose holder opens each bank. */
export const BANK_MENUS = {
  keluar: "/bank-surat/keluar",
  "masuk-internal": "/bank-surat/masuk",
  masuk: "/bank-surat/masuk-sekretariat",
} as const satisfies Record<BankKind, string>;

/** Page sizes the bank lists offer (spec 02 §2.10, §9). */
export const BANK_PAGE_SIZES = [10, 20, 50] as const;

/** The bank page's banner statuses (spec 02 §4) and their messages. */
export const BANK_BANNER = { success: "success-bank-surat", fail: "fail-bank-surat" } as const;
export type BankBannerStatus = (typeof BANK_BANNER)[keyof typeof BANK_BANNER];
export const BANK_MESSAGES = {
  listFailed: "Gagal mengambil data",
  excelDone: "File Excel berhasil diunduh",
  excelFailed: "File Excel gagal diunduh",
  perPage: "Jumlah per halaman harus 10, 20 atau 50",
  empty: "Tidak ada surat",
} as const;

/** Incoming banks: where the letter stands in the receiving unit (the badge). */
export const INCOMING_BANK_STATUSES = ["Belum Dibaca", "Dibaca", "Didisposisi"] as const;

const optionalId = z.preprocess(
  (value) => (value === "" || value === "0" || value === 0 ? undefined : value),
  z.coerce.number().int().positive().optional(),
);

/**
 * Filters of a bank, shared by the list and both exports: the date range (created date of an
 * outgoing letter, received date of an incoming one), a search over subject, number and
 * sender, and — outgoing only — the letter type (`GET egs/mail-type` id) and status.
 */
const bankFilterShape = z.object({
  start_date: wireDay.optional(),
  end_date: wireDay.optional(),
  q: z.string().trim().max(200).optional(),
  jenis_surat: optionalId,
  status_surat: z.preprocess((value) => (value === "" ? undefined : value), mailStatus.optional()),
});
/** A Dari after Hingga is refused (422) on the list and both exports. */
export const bankFilterQuery = bankFilterShape.superRefine(checkDateRange);
export type BankFilter = z.infer<typeof bankFilterQuery>;

export const bankListQuery = bankFilterShape
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((n) => (BANK_PAGE_SIZES as readonly number[]).includes(n), BANK_MESSAGES.perPage)
      .default(10),
  })
  .superRefine(checkDateRange);
export type BankListQuery = z.input<typeof bankListQuery>;
/** The list query as the server reads it (page and per_page filled in). */
export type BankListParams = z.output<typeof bankListQuery>;

/** A row of a bank list (spec 02 §3 "Bank list item"). */
export const bankListItem = z.object({
  id: z.string(),
  /** The list's date (YYYY-MM-DD, Asia/Jakarta): created (outgoing) or received (incoming). */
  tanggal: z.string(),
  created_at: z.string(),
  tanggal_surat: z.string().nullable(),
  no_surat: z.string().nullable(),
  hal: z.string(),
  /** The sender: the signing employee (internal letters) or the outside sender (external). */
  dari: z.string().nullable(),
  /** Who wrote it in the system (internal letters). */
  pengirim: z.object({ peg_nama: z.string(), peg_jabatan: z.string().nullable() }).nullable(),
  /** The badge: the letter status (outgoing) or the receiving unit's progress (incoming). */
  status: z.object({ text: z.string() }),
  status_mail: z.string(),
  jenis_surat: z.string().nullable(),
  sifat_pengamanan: z.string(),
  resi: z.string().nullable(),
  nomor_agenda: z.number().int().nullable(),
  satuan_kerja_nama: z.string(),
  /** The dispositions and forwards of the unit's people: "From → To, To; …" (null: none). */
  disposisi: z.string().nullable(),
});
export type BankListItem = z.infer<typeof bankListItem>;

export const bankListResponse = z.object({ items: z.array(bankListItem), meta: pageMeta });
export type BankListResponse = z.infer<typeof bankListResponse>;

/** bank-surat-keluar_2026-06-01_2026-06-30.xlsx: the Excel download's file name. */
export function bankExcelFileName(
  kind: BankKind,
  filter: Pick<BankFilter, "start_date" | "end_date">,
) {
  const base = BANK_TITLES[kind].toLowerCase().replace(/[()]/g, "").trim().replace(/\s+/g, "-");
  const range = [filter.start_date, filter.end_date].filter(Boolean).join("_");
  return `${base}${range ? `_${range}` : ""}.xlsx`;
}

/** A row of the print view and the Excel sheet (spec 01 "Workflow lists", printable lists). */
export const bankPrintRow = bankListItem
  .pick({
    id: true,
    tanggal: true,
    no_surat: true,
    hal: true,
    dari: true,
    jenis_surat: true,
    disposisi: true,
    satuan_kerja_nama: true,
    nomor_agenda: true,
  })
  .extend({ status: z.string() });
export type BankPrintRow = z.infer<typeof bankPrintRow>;

/**
 * `GET egs/master/{bank}/export` answer `items` (spec 02 §3 "Print view data", §7.5): title,
 * date, agency, printer's name, print time, the filter in words, and every row (`datas`).
 */
export const bankPrintView = listPrintHeader.extend({ datas: z.array(bankPrintRow) });
export type BankPrintView = z.infer<typeof bankPrintView>;

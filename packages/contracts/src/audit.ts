import { z } from "zod";

/** What an audit entry records (ARCHITECTURE.md §7). */
export const AUDIT_ACTIONS = [
  "login",
  "login_failed",
  "login_throttled",
  "logout",
  "refresh_reuse",
  "refresh_replay",
  "password_changed",
  "password_reset",
  "user_created",
  "user_status_changed",
  "user_level_changed",
  "menus_changed",
  "signing_key_issued",
  "letter_signed",
  "letter_cancelled",
  "letter_deleted",
  "mail_updated",
  "numbering_changed",
  "disposition_withdrawn",
  "satuan_kerja_deleted",
  "unit_kerja_deleted",
  "jabatan_deleted",
  "pegawai_deleted",
  "kontrak_deleted",
  "plt_ended",
  "klasifikasi_deleted",
  "kop_surat_deleted",
  "specimen_deleted",
  "penyimpanan_deleted",
  "jenis_arsip_deleted",
  "arsip_deleted",
  "arsip_destroyed",
  "berkas_closed",
  "berkas_isi_removed",
  "berita_acara_signed",
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/** The kind of object an entry is about. */
export const AUDIT_TARGETS = [
  "user",
  "surat",
  "disposisi",
  "satuan_kerja",
  "unit_kerja",
  "jabatan",
  "pegawai",
  "klasifikasi",
  "kop_surat",
  "spesimen",
  "penyimpanan",
  "jenis_arsip",
  "arsip",
  "berkas",
  "berita_acara",
] as const;
export const auditTarget = z.enum(AUDIT_TARGETS);
export type AuditTarget = z.infer<typeof auditTarget>;

/** Page sizes the Log Audit screen offers. */
export const AUDIT_PAGE_SIZES = [10, 20, 50] as const;

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const dateString = z.iso.date({ error: "Tanggal harus berformat YYYY-MM-DD" });

/** `GET /egs/audit-log`: newest first; dates are Jakarta calendar days. */
export const auditListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), {
      error: "per_page harus 10, 20 atau 50",
    })
    .default(10),
  start_date: z.preprocess(emptyAsUndefined, dateString.optional()),
  end_date: z.preprocess(emptyAsUndefined, dateString.optional()),
  /** Part of the username (snapshot) of the actor. */
  username: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  action: z.preprocess(emptyAsUndefined, auditAction.optional()),
  target_type: z.preprocess(emptyAsUndefined, auditTarget.optional()),
  /** The start of an address: `10.0.` finds 10.0.x.x. */
  ip: z.preprocess(emptyAsUndefined, z.string().trim().max(64).optional()),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** One row of Log Audit. */
export const auditEntry = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  detail: z.unknown(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `GET /egs/audit-log/verify`: the chain walked from the first entry. */
export const auditVerifyResult = z.object({
  ok: z.boolean(),
  /** Entries checked before the walk ended (all of them when `ok`). */
  checked: z.number().int(),
  /** The `seq` of the first entry that does not fit the chain. */
  brokenAt: z.number().int().nullable(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifyResult>;

import { z } from "zod";
import { esignDocument } from "./esign";
import {
  emptyFieldMessage,
  LAMPIRAN_UNITS,
  LETTER_FORMS,
  MAIL_MESSAGES,
  SIFAT_PENGAMANAN,
  SIFAT_PENYAMPAIAN,
} from "./mail-constants";
import { employeePickerRecord } from "./pegawai";

/** Outgoing letters (spec 01 §2 "Outgoing letter form", §3, §4, §5, §7, §8; DOMAIN.md). */

// Texts and constants, kept free of zod so that a page showing them need not load it.
export * from "./mail-constants";

/** An employee in a payload: the NIP, or a picker record carrying `peg_nip`. */
export const employeeRef = z.union([
  z.string().trim().min(1),
  z.looseObject({ peg_nip: z.string().trim().min(1) }),
]);
export type EmployeeRef = z.infer<typeof employeeRef>;
export const nipOf = (ref: EmployeeRef) => (typeof ref === "string" ? ref : ref.peg_nip);

const addresseesInput = z.object({
  user: z.array(employeeRef).default([]),
  plt: z.array(employeeRef).default([]),
  /** External recipients: e-mail addresses (the form enters them one at a time, ';' separated). */
  user_eksternal: z.array(z.string().trim().email(MAIL_MESSAGES.externalEmail)).default([]),
});

const scheduleInput = z.object({
  /** ISO date-times, on 15-minute steps. */
  tanggal_mulai: z.string().min(1),
  tanggal_berakhir: z.string().min(1),
  tempat: z.string().trim(),
});
export type ScheduleInput = z.infer<typeof scheduleInput>;

/**
 * `POST egs/mail` (spec 01 §3 "Outgoing letter draft"): creates the letter whose id is
 * `initId` (reserved by `GET egs/initId`), or saves an existing one (`id`). `status_surat`
 * 'draft' keeps it a draft; 'pemeriksa' sends it to the first reviewer.
 */
export const outgoingMailRequest = z.object({
  id: z.uuid().optional(),
  initId: z.uuid().optional(),
  status_surat: z.enum(["draft", "pemeriksa"]),
  kategori_surat: z.literal("internal").default("internal"),
  bentuk_surat: z.enum(LETTER_FORMS).default("text-editor"),
  /** Letter type (jenis naskah) id of `GET egs/mail-type`. */
  tipe_surat: z.number().int().nullable().default(null),
  /** A manual running number, checked with `check-available-no-surat` and reserved at save. */
  no_surat_req: z.coerce.number().int().positive().nullable().default(null),
  kepala_surat: z.object({
    perihal: z.string().trim().default(""),
    lampiran: z
      .object({
        type: z.enum(LAMPIRAN_UNITS).default("Lembar"),
        value: z.coerce.number().int().min(0).default(0),
      })
      .default({ type: "Lembar", value: 0 }),
    kegiatan: z.object({ code: z.string(), name: z.string() }).nullable().default(null),
    klasifikasi: z.object({ code: z.string(), name: z.string() }).nullable().default(null),
    sifat: z
      .object({
        pengamanan: z.enum([...SIFAT_PENGAMANAN, "-"]).default("-"),
        penyampaian: z.enum([...SIFAT_PENYAMPAIAN, "-"]).default("-"),
      })
      .default({ pengamanan: "-", penyampaian: "-" }),
  }),
  /** The sender (pengirim): an employee, optionally in an acting (PLT) position. */
  pengirim: z
    .object({
      user: employeeRef.nullable().default(null),
      jabatan_id: z.number().int().nullable().default(null),
    })
    .default({ user: null, jabatan_id: null }),
  penerima: addresseesInput.extend({
    type_tanda_tangan: z.enum(["digital", "basah", "eksternal"]).default("digital"),
  }),
  tembusan: addresseesInput.default({ user: [], plt: [], user_eksternal: [] }),
  /** Reviewers in order; the last one signs. */
  pemeriksa: z.object({ user: z.array(employeeRef).default([]) }).default({ user: [] }),
  referensi: z.object({ id: z.array(z.uuid()).default([]) }).default({ id: [] }),
  enable_ds: z.boolean().default(true),
  /** HTML of the body (sanitised by the server). */
  isi_surat: z.string().default(""),
  /** Uploaded files (`POST api/master/store-file` answers) attached to the letter. */
  lampiran: z.array(z.object({ _id: z.uuid() }).loose()).default([]),
  info_jadwal: scheduleInput.nullable().default(null),
  /** Softcopy letters: the uploaded original (`POST /egs/mail/pdf`) and the chosen specimen. */
  attachment: z
    .object({ originalFile: z.uuid().nullable().default(null) })
    .default({ originalFile: null }),
  tanda_tangan: z.uuid().nullable().default(null),
});
export type OutgoingMailRequest = z.input<typeof outgoingMailRequest>;
export type OutgoingMail = z.output<typeof outgoingMailRequest>;

/** The fields checked before a letter is sent, in the order their messages are shown. */
export const OUTGOING_REQUIRED = [
  { field: "tanda_tangan", label: "Tanda Tangan" },
  { field: "perihal", label: "Perihal" },
  { field: "lampiran", label: "Jumlah Lampiran" },
  { field: "sifat_pengamanan", label: "Sifat Pengamanan" },
  { field: "sifat_penyampaian", label: "Sifat Penyampaian" },
  { field: "pengirim", label: "Pengirim" },
  { field: "penerima", label: "Penerima" },
  { field: "pemeriksa", label: "Pemeriksa" },
] as const;

const blank = (value: unknown) =>
  value === null || value === undefined || value === "" || value === "-" || value === 0;

/**
 * `{field: ['{label} kosong !']}` for every required field whose value is empty, '-', 0 or
 * null (spec 01 §5), in the order of `required`.
 */
export function emptyFieldErrors<F extends string>(
  required: readonly { field: F; label: string }[],
  values: Record<F, unknown>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { field, label } of required) {
    if (blank(values[field])) errors[field] = [emptyFieldMessage(label)];
  }
  return errors;
}

/**
 * Spec 01 §5: before sending, the signature, subject, attachment count, security and delivery
 * natures, sender, recipients (users + external + PLT above 0) and reviewers (at least one)
 * must not be empty, '-', 0 or null. Returns `{field: [message]}`, empty when the letter may
 * go. The same function runs in the form and on the server.
 */
export function outgoingSendErrors(mail: OutgoingMail): Record<string, string[]> {
  const values: Record<(typeof OUTGOING_REQUIRED)[number]["field"], unknown> = {
    tanda_tangan: mail.penerima.type_tanda_tangan,
    perihal: mail.kepala_surat.perihal.trim(),
    lampiran: mail.kepala_surat.lampiran.value,
    sifat_pengamanan: mail.kepala_surat.sifat.pengamanan,
    sifat_penyampaian: mail.kepala_surat.sifat.penyampaian,
    pengirim: mail.pengirim.user ? nipOf(mail.pengirim.user) : null,
    penerima:
      mail.penerima.user.length + mail.penerima.plt.length + mail.penerima.user_eksternal.length,
    pemeriksa: mail.pemeriksa.user.length,
  };
  return emptyFieldErrors(OUTGOING_REQUIRED, values);
}

/** Schedule rules (spec 01 §5): end not before start, place required. */
export function scheduleErrors(schedule: ScheduleInput | null): Record<string, string[]> {
  if (!schedule) return {};
  const errors: Record<string, string[]> = {};
  if (Date.parse(schedule.tanggal_berakhir) < Date.parse(schedule.tanggal_mulai))
    errors["info_jadwal.tanggal_berakhir"] = [MAIL_MESSAGES.scheduleEnd];
  if (!schedule.tempat.trim()) errors["info_jadwal.tempat"] = [MAIL_MESSAGES.schedulePlace];
  return errors;
}

export const mailSaved = z.object({ id: z.uuid(), status_surat: z.string() });

/** `GET egs/initId`. */
export const initIdResponse = z.object({ initId: z.uuid() });

/** `GET egs/check-available-no-surat?nomor&kd_klasifikasi&tipe_surat`. */
export const checkNumberQuery = z.object({
  nomor: z.coerce.number().int().positive(),
  kd_klasifikasi: z.string().optional(),
  tipe_surat: z.string().optional(),
  /** The letter being edited (its own reservation is not a conflict). */
  id: z.uuid().optional(),
});
export const checkNumberResponse = z.object({ available: z.boolean(), no_surat: z.string() });

const addresseesOut = z.object({
  user: z.array(employeePickerRecord),
  plt: z.array(employeePickerRecord),
  user_eksternal: z.array(z.string()),
});

export const approvalNote = z.object({
  id: z.number().int(),
  nama: z.string(),
  jabatan: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** setuju, lanjutkan, perbaikan, batalkan, or kirim (the author sent it). */
  action: z.string(),
  keterangan: z.string(),
  created_at: z.string(),
});
export type ApprovalNote = z.infer<typeof approvalNote>;

/** `GET egs/mail/{id}` items (spec 01 §3 "Letter detail", outgoing). */
export const outgoingMailDetail = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  created_at: z.string(),
  status_surat: z.string(),
  kategori_surat: z.string(),
  bentuk_surat: z.enum(LETTER_FORMS),
  tipe_surat: z.number().int().nullable(),
  no_surat: z.string().nullable(),
  no_surat_req: z.number().int().nullable(),
  resi: z.string().nullable(),
  tanggal_surat: z.string().nullable(),
  esign_document: esignDocument,
  attachment: z.object({ originalFile: z.uuid().nullable(), signedFile: z.string().nullable() }),
  lampiran: z.array(
    z.object({ _id: z.uuid(), file_url: z.string(), file_name: z.string(), file_size: z.number() }),
  ),
  info_jadwal: scheduleInput.nullable(),
  user: z.object({ user_name: z.string(), peg_nip: z.string() }),
  kepala_surat: z.object({
    perihal: z.string(),
    lampiran: z.object({ type: z.enum(LAMPIRAN_UNITS), value: z.number().int() }),
    klasifikasi: z
      .object({ code: z.string(), name: z.string(), kode: z.string(), nama: z.string() })
      .nullable(),
    kegiatan: z
      .object({ code: z.string(), name: z.string(), nama_kegiatan: z.string() })
      .nullable(),
    sifat: z.object({ pengamanan: z.string(), penyampaian: z.string() }),
  }),
  pengirim: z.object({
    user: employeePickerRecord.nullable(),
    jabatan_id: z.number().int().nullable(),
  }),
  penerima: addresseesOut.extend({
    type_tanda_tangan: z.enum(["digital", "basah", "eksternal"]),
    /** Registered (external) letters: the heads it was addressed to. */
    selected_kepala_login: z.array(employeePickerRecord).optional(),
  }),
  tembusan: addresseesOut,
  pemeriksa: z.object({ user: z.array(employeePickerRecord), order_now: z.number().int() }),
  referensi: z.object({
    id: z.array(z.uuid()),
    dataLengkap: z.array(
      z.object({ id: z.uuid(), no_surat: z.string().nullable(), hal: z.string() }),
    ),
  }),
  enable_ds: z.boolean(),
  isi_surat: z.string(),
  tanda_tangan: z.uuid().nullable(),
  riwayat_catatan: z.array(approvalNote),
  /** Registered (external) letters: sender, receipt date, agenda and the sender's contact. */
  dari: z.string().nullable().optional(),
  tanggal_terima: z.string().nullable().optional(),
  tahun_agenda: z.number().int().nullable().optional(),
  nomor_agenda: z.number().int().nullable().optional(),
  data_pengirim: z
    .object({ nama: z.string(), email: z.string(), nomor_wa: z.string() })
    .nullable()
    .optional(),
  /** The user has forwarded it: the Disposisi/Teruskan tab is hidden. */
  is_teruskan: z.boolean().optional(),
  /** What the signed-in user may do with it now (the screens' buttons). */
  can: z.object({
    edit: z.boolean(),
    /** The user is the reviewer at `order_now` of a letter under review. */
    act: z.boolean(),
    /** …and the last one: the button reads SETUJU, otherwise LANJUTKAN. */
    is_last_reviewer: z.boolean(),
    /** SETUJU asks for the passphrase (digital mode, not signed yet). */
    needs_passphrase: z.boolean(),
    delete: z.boolean(),
    /** SETUJU asks for the PDF signed elsewhere (external digital mode). */
    needs_signed_file: z.boolean().optional(),
    /** The user may dispose or forward it (a recipient, not forwarded yet, …). */
    dispose: z.boolean().optional(),
    /** Level 8 of the letter's work unit: inline edit of number and date. */
    edit_number: z.boolean().optional(),
  }),
});
export type OutgoingMailDetail = z.infer<typeof outgoingMailDetail>;

/** `POST egs/riw-catatan/create/{id}` (spec 01 §3 "Approval action"). */
export const APPROVAL_ACTIONS = ["setuju", "lanjutkan", "perbaikan", "batalkan"] as const;
export const approvalRequest = z.object({
  is_accepted: z.boolean(),
  text: z.enum(APPROVAL_ACTIONS),
  back_to_previous_level: z.boolean().default(false),
  keterangan: z.string().trim().default(""),
  passphrase: z.string().optional(),
  /** External digital mode: the uploaded PDF signed elsewhere (`POST api/master/store-file`). */
  signed_file: z.uuid().optional(),
});
export type ApprovalRequest = z.input<typeof approvalRequest>;
export const approvalResponse = z.object({
  id: z.uuid(),
  status_surat: z.string(),
  order_now: z.number().int(),
  no_surat: z.string().nullable(),
});

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

/** `GET egs/mail-info/{id}` (spec 01 §3 "Recipient status"): 'Sudah' or 'Belum'. */
const sudahBelum = z.enum(["Sudah", "Belum"]);
export const mailInfo = z.object({
  penerima: z.array(
    z.object({
      nama: z.string(),
      status_terima: sudahBelum,
      status_baca: sudahBelum,
      status_disposisi: sudahBelum,
    }),
  ),
  tembusan: z.array(
    z.object({ nama: z.string(), status_terima: sudahBelum, status_baca: sudahBelum }),
  ),
});
export type MailInfo = z.infer<typeof mailInfo>;

/** `GET egs/referensi/mail/{id}`: earlier letters the user may see (spec 01 §3 "Reference letter"). */
export const referenceItem = z.object({
  id: z.uuid(),
  no_surat: z.string().nullable(),
  hal: z.string(),
  tanggal: z.string(),
});
export type ReferenceItem = z.infer<typeof referenceItem>;

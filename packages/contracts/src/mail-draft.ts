import { z } from "zod";
import { CARA_TANDA_TANGAN } from "./cara-tanda-tangan";
import {
  emptyFieldMessage,
  LAMPIRAN_UNITS,
  LETTER_FORMS,
  MAIL_MESSAGES,
  MAX_SIGNERS,
  SIFAT_PENGAMANAN,
  SIFAT_PENYAMPAIAN,
} from "./mail-constants";

/** Writing an outgoing letter (spec 01 §2 "Outgoing letter form", §3 "Outgoing letter draft", §5). */

/** An employee in a payload: the NIP, or a picker record carrying `peg_nip`. */
export const pegawaiRef = z.union([
  z.string().trim().min(1),
  z.looseObject({ peg_nip: z.string().trim().min(1) }),
]);
export type PegawaiRef = z.infer<typeof pegawaiRef>;
export const nipOf = (ref: PegawaiRef) => (typeof ref === "string" ? ref : ref.peg_nip);

const addresseesInput = z.object({
  user: z.array(pegawaiRef).default([]),
  plt: z.array(pegawaiRef).default([]),
  /** External recipients: e-mail addresses (the form enters them one at a time, ';' separated). */
  user_eksternal: z.array(z.string().trim().email(MAIL_MESSAGES.externalEmail)).default([]),
});

export const scheduleInput = z.object({
  /** ISO date-times, on 15-minute steps. */
  tanggal_mulai: z.string().min(1),
  tanggal_berakhir: z.string().min(1),
  tempat: z.string().trim(),
});
export type ScheduleInput = z.infer<typeof scheduleInput>;

export const LAMPIRAN_INVALID = "Jumlah Lampiran tidak valid";
/**
 * Jumlah Lampiran: a whole number of sheets, 0 for a letter without attachments (printed
 * 'Lampiran : -'). Issue 23 item 5: 0 is an answer, not an empty field, so it is not among the
 * required fields of spec 01 §5; what is not a whole number from 0 up is refused here.
 */
export const lampiranCount = z.coerce
  .number({ error: LAMPIRAN_INVALID })
  .int({ error: LAMPIRAN_INVALID })
  .min(0, { error: LAMPIRAN_INVALID });

/** Sifat pengamanan and penyampaian of a letter being written or registered; '-' is none. */
export const sifatInput = z
  .object({
    pengamanan: z.enum([...SIFAT_PENGAMANAN, "-"]).default("-"),
    penyampaian: z.enum([...SIFAT_PENYAMPAIAN, "-"]).default("-"),
  })
  .default({ pengamanan: "-", penyampaian: "-" });

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
        value: lampiranCount.default(0),
      })
      .default({ type: "Lembar", value: 0 }),
    kegiatan: z.object({ code: z.string(), name: z.string() }).nullable().default(null),
    klasifikasi: z.object({ code: z.string(), name: z.string() }).nullable().default(null),
    sifat: sifatInput,
  }),
  /** The sender (pengirim): an employee, optionally in an acting (PLT) position. */
  pengirim: z
    .object({
      user: pegawaiRef.nullable().default(null),
      jabatan_id: z.number().int().nullable().default(null),
    })
    .default({ user: null, jabatan_id: null }),
  penerima: addresseesInput.extend({
    type_tanda_tangan: z.enum(["digital", "basah", "eksternal"]).default("digital"),
  }),
  tembusan: addresseesInput.default({ user: [], plt: [], user_eksternal: [] }),
  /** Reviewers in order; the last one signs. */
  pemeriksa: z.object({ user: z.array(pegawaiRef).default([]) }).default({ user: [] }),
  /** How the last reviewer signs: own position, a.n., u.b., Plt. or Plh. */
  cara_tanda_tangan: z.enum(CARA_TANDA_TANGAN).default("langsung"),
  /**
   * How many of the last reviewers sign (a joint letter of two heads: 2). They sign in the
   * chain's order, and the letter is sent after the last signature.
   */
  jumlah_penandatangan: z.number().int().min(1).max(MAX_SIGNERS).default(1),
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
 * Spec 01 §5: before sending, the signature, subject, security and delivery natures, sender,
 * recipients (users + external + PLT above 0) and reviewers (at least one) must not be empty,
 * '-', 0 or null. The attachment count may be 0 (`lampiranCount`). Returns `{field: [message]}`, empty when the letter may
 * go. The same function runs in the form and on the server.
 */
export function outgoingSendErrors(mail: OutgoingMail): Record<string, string[]> {
  const values: Record<(typeof OUTGOING_REQUIRED)[number]["field"], unknown> = {
    tanda_tangan: mail.penerima.type_tanda_tangan,
    perihal: mail.kepala_surat.perihal.trim(),
    sifat_pengamanan: mail.kepala_surat.sifat.pengamanan,
    sifat_penyampaian: mail.kepala_surat.sifat.penyampaian,
    pengirim: mail.pengirim.user ? nipOf(mail.pengirim.user) : null,
    penerima:
      mail.penerima.user.length + mail.penerima.plt.length + mail.penerima.user_eksternal.length,
    pemeriksa: mail.pemeriksa.user.length,
  };
  return { ...emptyFieldErrors(OUTGOING_REQUIRED, values), ...signerCountErrors(mail) };
}

/**
 * Several signers sign one rendered document in turn, each adding a digital signature: only
 * a letter written in the editor and signed digitally, each signer in their own position.
 */
export function signerCountErrors(mail: OutgoingMail): Record<string, string[]> {
  const count = mail.jumlah_penandatangan;
  if (count <= 1) return {};
  let message: string | null = null;
  if (count > mail.pemeriksa.user.length) message = MAIL_MESSAGES.signersAboveReviewers;
  else if (
    mail.penerima.type_tanda_tangan !== "digital" ||
    !mail.enable_ds ||
    mail.bentuk_surat !== "text-editor"
  )
    message = MAIL_MESSAGES.signersDigitalOnly;
  else if (mail.cara_tanda_tangan !== "langsung") message = MAIL_MESSAGES.signersOwnPosition;
  return message ? { jumlah_penandatangan: [message] } : {};
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
export type MailSaved = z.infer<typeof mailSaved>;

/** `GET egs/initId`. */
export const initIdResponse = z.object({ initId: z.uuid() });
export type InitIdResponse = z.infer<typeof initIdResponse>;

/** `GET egs/check-available-no-surat?nomor&kd_klasifikasi&tipe_surat`. */
export const checkNumberQuery = z.object({
  nomor: z.coerce.number().int().positive(),
  kd_klasifikasi: z.string().optional(),
  tipe_surat: z.string().optional(),
  /** The letter being edited (its own reservation is not a conflict). */
  id: z.uuid().optional(),
});
export type CheckNumberQuery = z.infer<typeof checkNumberQuery>;
export const checkNumberResponse = z.object({ available: z.boolean(), no_surat: z.string() });
export type CheckNumberResponse = z.infer<typeof checkNumberResponse>;

/** `GET egs/list/cara-tanda-tangan?nip=`: a mode the signer may sign in, with its lines. */
export const caraTandaTanganOption = z.object({
  value: z.enum(CARA_TANDA_TANGAN),
  label: z.string(),
  /** The lines above the signer's name, as the letter will print them. */
  baris: z.array(z.string()),
});
export type CaraTandaTanganOption = z.infer<typeof caraTandaTanganOption>;

import { z } from "zod";
import { suratBerkas } from "./berkas-status";
import { CARA_TANDA_TANGAN } from "./cara-tanda-tangan";
import { esignDocument } from "./esign";
import { LAMPIRAN_UNITS, LETTER_FORMS } from "./mail-constants";
import { scheduleInput } from "./mail-draft";
import { pegawaiPickerRecord } from "./pegawai";

/** One outgoing letter as its detail shows it, and the approval actions on it (spec 01 §3, §4). */

const addresseesOut = z.object({
  user: z.array(pegawaiPickerRecord),
  plt: z.array(pegawaiPickerRecord),
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
  /**
   * LANJUTKAN and SETUJU: the reviewer's paraf (initials), with the position they held then and
   * their place in the chain; null for the other actions.
   */
  paraf: z
    .object({ inisial: z.string(), jabatan: z.string().nullable(), urutan: z.number().int() })
    .nullable()
    .optional(),
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
  /** The writer: 'Dibuat oleh' (`peg_nama` their name, `user_name` their login). */
  user: z.object({ user_name: z.string(), peg_nip: z.string(), peg_nama: z.string().optional() }),
  /** Who signed it, as recorded at signing; recipients see the letter as coming from them. */
  penandatangan: z
    .object({
      nama: z.string(),
      jabatan: z.string().nullable(),
      satuan_kerja: z.string().nullable(),
      /** The signing block's title: `a.n. Kepala Dinas …, Sekretaris` (own position: null). */
      sebagai: z.string().nullable().optional(),
    })
    .nullable(),
  /** How the last reviewer signs: own position, a.n., u.b., Plt. or Plh. */
  cara_tanda_tangan: z.enum(CARA_TANDA_TANGAN),
  /** How many of the last reviewers sign; with 2 or more, `ditandatangani` of them have. */
  jumlah_penandatangan: z.number().int(),
  ditandatangani: z.number().int(),
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
    user: pegawaiPickerRecord.nullable(),
    jabatan_id: z.number().int().nullable(),
  }),
  penerima: addresseesOut.extend({
    type_tanda_tangan: z.enum(["digital", "basah", "eksternal"]),
    /** Registered (external) letters: the heads it was addressed to. */
    selected_kepala_login: z.array(pegawaiPickerRecord).optional(),
  }),
  tembusan: addresseesOut,
  pemeriksa: z.object({ user: z.array(pegawaiPickerRecord), order_now: z.number().int() }),
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
  /**
   * The archive copy with the reviewers' paraf (`GET egs/mail/{id}/pdf-arsip`), for its author,
   * its reviewers and its unit's secretariat; null for everybody else (recipients, copies).
   */
  salinan_arsip_url: z.string().nullable().optional(),
  /** Registered (external) letters: sender, receipt date, agenda and the sender's contact. */
  dari: z.string().nullable().optional(),
  tanggal_terima: z.string().nullable().optional(),
  tahun_agenda: z.number().int().nullable().optional(),
  nomor_agenda: z.number().int().nullable().optional(),
  data_pengirim: z
    .object({ nama: z.string(), email: z.string(), nomor_wa: z.string() })
    .nullable()
    .optional(),
  /**
   * A file of the letter (the scan, an attachment) is still being read for the search (PDF
   * text layer or OCR): the detail says 'Teks sedang diproses'.
   */
  teks_diproses: z.boolean().optional(),
  /**
   * The berkas (case file) it was filed in, shown to users of the letter's own work unit; null
   * when not filed yet or for readers elsewhere.
   */
  berkas: suratBerkas.nullable().optional(),
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

/**
 * A letter's detail as its recipient opens it (`GET egs/mail/{id}`, `egs/mail-sekretariat/{id}`):
 * the same answer as the outgoing detail, of which the incoming screens read these fields.
 */
export type IncomingMailDetail = Pick<
  OutgoingMailDetail,
  | "id"
  | "created_at"
  | "kategori_surat"
  | "bentuk_surat"
  | "no_surat"
  | "resi"
  | "tanggal_surat"
  | "esign_document"
  | "attachment"
  | "lampiran"
  | "info_jadwal"
  | "user"
  | "penandatangan"
  | "kepala_surat"
  | "pengirim"
  | "penerima"
  | "tembusan"
  | "dari"
  | "tanggal_terima"
  | "tahun_agenda"
  | "nomor_agenda"
  | "data_pengirim"
  | "is_teruskan"
  | "teks_diproses"
  | "berkas"
> & { can: Pick<OutgoingMailDetail["can"], "dispose" | "edit_number"> };

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
export type ApprovalResponse = z.infer<typeof approvalResponse>;

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

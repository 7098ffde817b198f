import { z } from "zod";

/** Texts of the electronic signature (the spec's where it has them, ours otherwise). */
export const ESIGN_MESSAGES = {
  passphraseWrong: "Passphrase salah",
  passphraseSaved: "Passphrase berhasil disimpan",
  passphraseTooShort: "Passphrase minimal 8 karakter",
  passphraseMismatch: "Konfirmasi passphrase tidak sama",
  passwordWrong: "Password salah",
  noKey: "Anda belum memiliki passphrase tanda tangan elektronik",
  locked: "Tanda tangan elektronik dikunci 15 menit karena passphrase salah 5 kali",
  specimenSaved: "Spesimen tanda tangan berhasil disimpan",
  specimenDeleted: "Spesimen tanda tangan berhasil dihapus",
  specimenType: "Spesimen harus berupa gambar JPEG atau PNG",
  /** spec 01 §8: an approval signed with the passphrase. */
  signed: "Passphrase success !",
  verifyNotFound: "Dokumen tidak ditemukan",
} as const;

export const PASSPHRASE_MIN_LENGTH = 8;
/** Wrong passphrases in a row before signing is locked, and for how long. */
export const PASSPHRASE_MAX_FAILURES = 5;
export const PASSPHRASE_LOCK_MINUTES = 15;

/** `GET egs/esign/status`: whether the user can sign, and the certificate. */
export const esignStatus = z.object({
  has_key: z.boolean(),
  subject: z.string().nullable(),
  serial: z.string().nullable(),
  not_after: z.string().nullable(),
  locked_until: z.string().nullable(),
});
export type EsignStatus = z.infer<typeof esignStatus>;

/**
 * `POST egs/esign/passphrase`: creates a new key pair and certificate locked with the
 * passphrase. The account password proves it is the user (a forgotten passphrase is
 * replaced, never recovered).
 */
export const setPassphraseRequest = z
  .object({
    password: z.string().min(1, ESIGN_MESSAGES.passwordWrong),
    passphrase: z.string().min(PASSPHRASE_MIN_LENGTH, ESIGN_MESSAGES.passphraseTooShort),
    passphrase_confirmation: z.string(),
  })
  .refine((body) => body.passphrase === body.passphrase_confirmation, {
    message: ESIGN_MESSAGES.passphraseMismatch,
    path: ["passphrase_confirmation"],
  });
export type SetPassphraseRequest = z.infer<typeof setPassphraseRequest>;

/** A specimen signature image (spec 01 §3 "Signature image option"). */
export const specimenItem = z.object({
  _id: z.uuid(),
  /** URL of the image (needs the bearer token). */
  image: z.string(),
  type: z.enum(["jpeg", "png"]),
  created_at: z.string(),
});
export type SpecimenItem = z.infer<typeof specimenItem>;

/** `GET /egs/mail/pdf/meta/{initId}` (spec 01 §7). */
export const softcopyMeta = z.object({
  list_ttd: z.array(specimenItem),
});
export type SoftcopyMeta = z.infer<typeof softcopyMeta>;

/** `POST /egs/mail/pdf` (spec 01 §7): the stored original of a softcopy letter. */
export const softcopyUpload = z.object({
  originalFile: z.uuid(),
  url: z.string(),
  name: z.string(),
});
export type SoftcopyUpload = z.infer<typeof softcopyUpload>;

/**
 * Where a letter's PDF is read (`esign_document.url`): with letterhead, or without for
 * pre-printed paper. The web starts loading it while the letter's detail loads.
 */
export const letterPdfUrl = (id: string, noKop = false) =>
  `/egs/mail/${id}/pdf${noKop ? "?no_kop=1" : ""}`;

/** The archive copy (salinan arsip) of a letter: the letter with its reviewers' paraf. */
export const letterArchivePdfUrl = (id: string) => `/egs/mail/${id}/pdf-arsip`;

/** The PDF of a letter as shown in its detail (spec 01 §3 `esign_document`). */
export const esignDocument = z.object({
  url: z.string(),
  no_kop: z.boolean(),
  /** Set once the letter is signed: the public verification page. */
  verify_url: z.string().nullable(),
});
export type EsignDocument = z.infer<typeof esignDocument>;

/** One row of Daftar Log (spec 02 §3 "E-sign log item"). */
export const esignLogItem = z.object({
  id: z.number().int(),
  user_log: z.string(),
  /** The position the letter was signed in, as the signed document names it. */
  sebagai: z.string().nullable(),
  time: z.string(),
  ip: z.string(),
  urlDoc: z.string().nullable(),
  /** The letter signed (or tried); opens its detail for those who may see it. */
  mail_id: z.uuid().nullable(),
  status_log: z.object({ text: z.string(), status: z.enum(["success", "failure"]) }),
});
export type EsignLogItem = z.infer<typeof esignLogItem>;

/** What the public verification page shows of a signed document. */
export const verifiedDocument = z.object({
  id: z.uuid(),
  no_surat: z.string().nullable(),
  /** 'Rahasia' instead of the subject of a letter whose class has no perihalPublik. */
  perihal: z.string(),
  tanggal_surat: z.string().nullable(),
  penandatangan: z.object({ nama: z.string(), jabatan: z.string(), nip: z.string().nullable() }),
  signed_at: z.string(),
});
export type VerifiedDocument = z.infer<typeof verifiedDocument>;

export const signatureCheck = z.object({
  /** The PDF carries a signature at all. */
  signed: z.boolean(),
  /** The signature is mathematically valid. */
  valid: z.boolean(),
  /** Nothing changed after signing. */
  unchanged: z.boolean(),
  /** The signer's certificate was issued by this instance's authority. */
  issued_by_instance: z.boolean(),
  /** The file is byte for byte a document this instance signed. */
  matches_document: z.boolean(),
  /** One sentence for the page: the verdict in Indonesian. */
  message: z.string(),
  /**
   * Every signature in the PDF in signing order, as its certificate names the signer (a joint
   * letter has one per signer): `sah` when it is valid over what it signed and issued here.
   */
  tanda_tangan: z
    .array(
      z.object({
        nama: z.string(),
        jabatan: z.string().nullable(),
        nip: z.string().nullable(),
        waktu: z.string().nullable(),
        sah: z.boolean(),
      }),
    )
    .default([]),
});
export type SignatureCheck = z.infer<typeof signatureCheck>;

/** `GET egs/public/verify/{id}` and `POST egs/public/verify` (upload). */
export const verificationResult = z.object({
  document: verifiedDocument.nullable(),
  signature: signatureCheck,
});
export type VerificationResult = z.infer<typeof verificationResult>;

export const VERIFY_MESSAGES = {
  valid:
    "Dokumen asli: tanda tangan elektronik sah dan dokumen tidak berubah sejak ditandatangani.",
  modified: "Dokumen telah diubah setelah ditandatangani: tanda tangan tidak sah.",
  notSigned: "Dokumen ini tidak memiliki tanda tangan elektronik.",
  foreign: "Tanda tangan tidak diterbitkan oleh sistem ini.",
  unknown: "Tanda tangan sah, tetapi dokumen ini tidak tercatat di sistem ini.",
} as const;

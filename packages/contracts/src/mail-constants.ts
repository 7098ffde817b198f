/** Texts and constants of outgoing letters (no zod: pages that only show them stay light). */

export const MAIL_MESSAGES = {
  saved: "Success",
  signed: "Passphrase success !",
  numberTaken: "Nomor surat telah di gunakan",
  deleteConfirm: "Apakah anda yakin akan menghapus surat ini ?",
  typeChangeConfirm:
    "Isi Surat anda belum tersimpan, Apakah anda Yakin ingin mengubah jenis Surat ?",
  unsent: "Surat Belum Terkirim",
  notFound: "Surat tidak ditemukan",
  notYourTurn: "Surat ini tidak sedang menunggu tindakan anda",
  reasonRequired: "Alasan pembatalan wajib diisi",
  defaultRevisionNote: "Perbaikan",
  scheduleEnd: "Tanggal berakhir tidak boleh sebelum tanggal mulai",
  schedulePlace: "Tempat wajib diisi",
  externalEmail: "Alamat e-mail tidak valid",
  signedFileMissing: "File surat bertanda tangan kosong !",
  signedFileInvalid: "File harus PDF yang sudah ditandatangani secara elektronik",
  signedNumberFixed:
    "Nomor dan tanggal surat yang sudah ditandatangani secara elektronik tidak dapat diubah",
  signersAboveReviewers: "Jumlah penandatangan melebihi jumlah pemeriksa",
  signersDigitalOnly: "Beberapa penandatangan hanya untuk tanda tangan digital dari editor surat",
  signersOwnPosition:
    "Beberapa penandatangan menandatangani atas jabatan sendiri (tanpa a.n./u.b.)",
  signerSetuju: "Penandatangan menyetujui surat (SETUJU)",
  signedNoRevision: "Surat sudah ditandatangani: hanya SETUJU atau BATALKAN",
} as const;

/** `{field} kosong !` (spec 01 §5), shown in the 'alert-surat-keluar' alert. */
export const emptyFieldMessage = (label: string) => `${label} kosong !`;

export const LAMPIRAN_UNITS = ["Lembar", "Rangkap"] as const;
/** The security classes' stored values: defined with their access rules in klasifikasi-keamanan. */
export { SIFAT_PENGAMANAN } from "./klasifikasi-keamanan";
export const SIFAT_PENYAMPAIAN = ["Biasa", "Cepat"] as const;
/** Signing modes (spec 01 §9): value → label. */
export const SIGNING_MODES = {
  digital: "tanda tangan digital",
  basah: "tanda tangan basah",
  eksternal: "tanda tangan digital (eksternal)",
} as const;
export type SigningMode = keyof typeof SIGNING_MODES;
export const LETTER_FORMS = ["text-editor", "softcopy"] as const;
/** Signers of one letter at most (a joint letter of several heads). */
export const MAX_SIGNERS = 4;

/** Page sizes (spec 01 §9) and the reference list's start (letters before it are not offered). */
export const REFERENCE_PAGE_SIZE = 15;
export const REFERENCE_START_DATE = "2020-10-01";
export const SCHEDULE_STEP_MINUTES = 15;

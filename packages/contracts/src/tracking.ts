import { z } from "zod";

/** Public letter tracking, `/cari` (spec 01 §2 'Cari Surat', §4, §5, §8; DOMAIN.md "Public tracking"). */

export const TRACKING_MESSAGES = {
  incomplete: "Lengkapi form dan captcha !",
  notFound: "Surat tidak di temukan !",
  rateLimited: "Terlalu banyak pencarian dari alamat anda. Silakan coba lagi dalam 10 menit.",
  linkExpired: "Tautan unduhan sudah kedaluwarsa. Silakan cari surat anda kembali.",
} as const;

/** Searches allowed per address and window (rate limit of `GET egs/public/tracking-mail`). */
export const TRACKING_RATE_LIMIT = { max: 20, windowMinutes: 10 } as const;
/** A captcha challenge must be solved and used within this many seconds. */
export const CAPTCHA_TTL_SECONDS = 5 * 60;
/** Attachment links of a search answer stay valid this long. */
export const TRACKING_LINK_TTL_SECONDS = 30 * 60;

export const RESI_LENGTH = 10;

/** `GET egs/public/tracking-mail`: resi, the sender's or recipient's e-mail, the ALTCHA payload. */
export const trackingQuery = z.object({
  resi: z.string().trim().max(64).default(""),
  email: z.string().trim().max(320).default(""),
  captcha: z.string().max(8192).default(""),
});
export type TrackingQuery = z.input<typeof trackingQuery>;

const personName = z.object({ peg_nama: z.string(), jabatan_nama: z.string().nullable() });
export type TrackingPegawai = z.infer<typeof personName>;

/**
 * What was done to a letter, as the public history names it: registered on arrival, signed and
 * sent, disposed, forwarded, or followed up (selesai).
 */
export const TRACKING_STEPS = ["diterima", "dikirim", "disposisi", "teruskan", "selesai"] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** How the public history labels each step. */
export const TRACKING_STEP_LABELS: Record<TrackingStep, string> = {
  diterima: "Diterima",
  dikirim: "Ditandatangani dan dikirim",
  disposisi: "Disposisi",
  teruskan: "Diteruskan",
  selesai: "Selesai ditindaklanjuti",
};

/**
 * One Riwayat Tindakan entry as the public sees it: what was done, by whom, to whom and when —
 * never the text of an instruction or note (`text` and `keterangan` stay empty, kept for
 * clients of the original system).
 */
export const trackingHistoryItem = z.object({
  photo_url: z.string().nullable(),
  data_pegawai: personName,
  kepada: z.array(personName),
  action: z.object({
    jenis: z.enum(TRACKING_STEPS),
    dari: z.string(),
    is_disposisi: z.boolean(),
    text: z.array(z.string()).max(0),
    keterangan: z.literal(""),
    is_private: z.boolean(),
    created_at: z.string(),
  }),
});
export type TrackingHistoryItem = z.infer<typeof trackingHistoryItem>;

/** The public view of one letter (spec 01 §3 "Public tracking detail"); nothing else leaves. */
export const trackingDetail = z.object({
  created_at: z.string(),
  no_surat: z.string().nullable(),
  resi: z.string(),
  tanggal_surat: z.string().nullable(),
  tanggal_terima: z.string().nullable(),
  dari: z.string().nullable(),
  satuan_kerja_nama: z.string(),
  penerima: z.object({ selected_kepala_login: z.array(personName) }),
  tembusan: z.object({ user: z.array(personName), plt: z.array(personName) }),
  kepala_surat: z.object({
    perihal: z.string(),
    klasifikasi: z.object({ kode: z.string(), nama: z.string() }).nullable(),
    sifat: z.object({ pengamanan: z.string(), penyampaian: z.string() }),
    lampiran: z.object({ type: z.string(), value: z.number().int() }),
  }),
  /** Who registered (incoming) or sent (outgoing) the letter: a name only. */
  user: z.object({ user_name: z.string() }),
  /** Attachments; `file_url` is a download link valid for this search only. */
  lampiran: z.array(
    z.object({ file_name: z.string(), file_size: z.number(), file_url: z.string() }),
  ),
  history: z.object({ items: z.array(trackingHistoryItem) }),
  info_jadwal: z
    .object({ tanggal_mulai: z.string(), tanggal_berakhir: z.string(), tempat: z.string() })
    .nullable(),
});
export type TrackingDetail = z.infer<typeof trackingDetail>;

/** True when the form may be sent (spec 01 §5): resi, e-mail and a solved captcha. */
export const trackingFormComplete = (form: {
  resi: string;
  email: string;
  captcha: string | null;
}) => form.resi.trim() !== "" && form.email.trim() !== "" && Boolean(form.captcha);

import { z } from "zod";
import { berkasItem } from "./berkas";

/**
 * Berita Acara: the official record of destroying (pemusnahan), transferring (pemindahan) or
 * handing over (penyerahan) whole berkas, signed electronically by the head of the unit.
 */
export const BERITA_ACARA_JENIS = ["pemusnahan", "pemindahan", "penyerahan"] as const;
export const beritaAcaraJenis = z.enum(BERITA_ACARA_JENIS);
export type BeritaAcaraJenis = z.infer<typeof beritaAcaraJenis>;

/** The title printed on each kind. */
export const BERITA_ACARA_JUDUL: Record<BeritaAcaraJenis, string> = {
  pemusnahan: "Berita Acara Pemusnahan Arsip",
  pemindahan: "Berita Acara Pemindahan Arsip Inaktif",
  penyerahan: "Berita Acara Penyerahan Arsip Statis",
};

export const BERITA_ACARA_STATUS = ["menunggu", "ditandatangani", "dibatalkan"] as const;
export const beritaAcaraStatus = z.enum(BERITA_ACARA_STATUS);
export type BeritaAcaraStatus = z.infer<typeof beritaAcaraStatus>;

export const BERITA_ACARA_STATUS_LABEL: Record<BeritaAcaraStatus, string> = {
  menunggu: "Menunggu tanda tangan",
  ditandatangani: "Ditandatangani",
  dibatalkan: "Dibatalkan",
};

export const BERITA_ACARA_MESSAGES = {
  notFound: "Berita acara tidak ditemukan",
  noBerkas: "Pilih minimal satu berkas",
  noHead: "Kepala unit kerja belum ditetapkan: tidak ada yang dapat menandatangani berita acara",
  keUnitRequired: "Unit kerja penerima wajib dipilih",
  alreadyProposed: "Berkas sudah diusulkan dalam berita acara lain",
  notYours: "Berita acara ini ditandatangani oleh kepala unit kerja",
  done: "Berita acara sudah ditandatangani dan tidak dapat diubah",
  cancelled: "Berita acara sudah dibatalkan",
  /** A berkas holding a Rahasia record is proposed only knowingly. */
  rahasia: (nomor: string) =>
    `Berkas ${nomor} memuat arsip Rahasia: centang konfirmasi untuk melanjutkan`,
  /** The berkas is not (yet) in the state the act needs. */
  notDue: (nomor: string, act: BeritaAcaraJenis, status: string) =>
    `Berkas ${nomor} belum dapat ${VERB[act]}: statusnya ${status}`,
  proposed: "Berita acara berhasil dibuat dan menunggu tanda tangan kepala unit kerja",
  signed: "Berita acara berhasil ditandatangani",
  confirmSign:
    "Tandatangani berita acara ini? Setelah ditandatangani, tindakannya berlaku dan tidak dapat dibatalkan.",
} as const;

const VERB: Record<BeritaAcaraJenis, string> = {
  pemusnahan: "dimusnahkan",
  pemindahan: "dipindahkan",
  penyerahan: "diserahkan",
};

export const usulBeritaAcaraRequest = z.object({
  berkas_ids: z
    .array(z.uuid({ error: "Berkas tidak ditemukan" }), { error: BERITA_ACARA_MESSAGES.noBerkas })
    .min(1, BERITA_ACARA_MESSAGES.noBerkas)
    .max(500),
  /** Pemindahan: the unit that keeps the inactive records. */
  ke_unit: z.coerce.number().int().positive().optional(),
  konfirmasi_rahasia: z.boolean().default(false),
});
export type UsulBeritaAcaraRequest = z.infer<typeof usulBeritaAcaraRequest>;

export const signBeritaAcaraRequest = z.object({
  passphrase: z.string({ error: "Passphrase wajib diisi" }).min(1, "Passphrase wajib diisi"),
});

export const beritaAcaraItem = z.object({
  id: z.uuid(),
  jenis: beritaAcaraJenis,
  judul: z.string(),
  status: beritaAcaraStatus,
  /** Given when it is signed. */
  nomor: z.string().nullable(),
  satuan_kerja_id: z.number().int(),
  satuan_kerja: z.string(),
  ke_unit: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
  penandatangan: z.object({ nama: z.string(), nip: z.string().nullable(), jabatan: z.string() }),
  jumlah_berkas: z.number().int(),
  konfirmasi_rahasia: z.boolean(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  /** The signed PDF; null until signed. */
  pdf_url: z.string().nullable(),
  /** The signed-in user signs it now (its signer, while it waits). */
  can_sign: z.boolean(),
  /** The signed-in user may withdraw it (the unit's archivist, while it waits). */
  can_cancel: z.boolean(),
});
export type BeritaAcaraItem = z.infer<typeof beritaAcaraItem>;

export const beritaAcaraDetail = beritaAcaraItem.extend({ berkas: z.array(berkasItem) });
export type BeritaAcaraDetail = z.infer<typeof beritaAcaraDetail>;

export const beritaAcaraListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  jenis: beritaAcaraJenis.optional(),
  status: beritaAcaraStatus.optional(),
});
export type BeritaAcaraListQuery = z.infer<typeof beritaAcaraListQuery>;

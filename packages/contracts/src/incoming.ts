import { z } from "zod";
import {
  emptyFieldErrors,
  LAMPIRAN_UNITS,
  lampiranCount,
  listPrintHeader,
  mailListItem,
  nipOf,
  pegawaiRef,
  sifatInput,
} from "./mail";

/** Incoming letters, inbox and disposition (spec 01 §2–§5, §7; DOMAIN.md "Incoming letters"). */

export const INCOMING_MESSAGES = {
  saved: "Success",
  disposed: "Success",
  noTargets: "Pilih minimal satu pegawai tujuan",
  outsideUnit: "Tujuan harus pegawai satuan kerja anda",
  notSubordinate: "Tujuan disposisi harus pegawai di bawah jabatan anda",
  notRecipient: "Anda bukan penerima surat ini",
  alreadyForwarded: "Surat ini sudah anda teruskan",
  /** The same disposition sent again (a double click, two tabs): it is kept once. */
  alreadyDisposed: "Disposisi yang sama sudah terkirim",
  notForSecretariat: "Sekretariat dan pencatat surat tidak mendisposisi surat ini",
  withdrawn: "Disposisi ditarik",
  cannotWithdraw: "Disposisi tidak dapat ditarik: sudah dibaca tujuannya",
  done: "Selesai ditindaklanjuti",
  scanImagesOnly: "Scan hanya menerima gambar (JPEG atau PNG)",
  calendarAdded: "Event berhasil di tambah !",
} as const;

// A calendar date, not just its shape: 2025-02-30 would reach the database and fail there.
const dateString = z.iso.date({ error: "Tanggal tidak valid" });

/**
 * `POST egs/mail` with `kategori_surat: "external"` (spec 01 §3 "Incoming letter draft"): the
 * secretariat registers a letter from outside; it is delivered at once (status terkirim).
 */
export const incomingMailRequest = z.object({
  initId: z.uuid().optional(),
  id: z.uuid().optional(),
  kategori_surat: z.literal("external"),
  status_surat: z.literal("terkirim").default("terkirim"),
  no_surat: z.string().trim().default(""),
  tahun_agenda: z.coerce.number().int().nullable().default(null),
  tanggal_terima: dateString.nullable().default(null),
  tanggal_surat: dateString.nullable().default(null),
  dari: z.string().trim().default(""),
  kepala_surat: z.object({
    perihal: z.string().trim().default(""),
    lampiran: z
      .object({
        type: z.enum(LAMPIRAN_UNITS).nullable().default("Lembar"),
        value: lampiranCount.default(0),
      })
      .default({ type: "Lembar", value: 0 }),
    klasifikasi: z.object({ code: z.string(), name: z.string() }).nullable().default(null),
    sifat: sifatInput,
  }),
  penerima: z
    .object({
      /** Usually the head of the work unit. */
      selected_kepala_login: z.array(pegawaiRef).default([]),
      user: z.array(pegawaiRef).default([]),
      plt: z.array(pegawaiRef).default([]),
    })
    .default({ selected_kepala_login: [], user: [], plt: [] }),
  tembusan: z
    .object({ user: z.array(pegawaiRef).default([]), plt: z.array(pegawaiRef).default([]) })
    .default({ user: [], plt: [] }),
  /** Uploaded attachments; `scan` is the PDF made from the scanned pages (`POST egs/scan-pdf`). */
  lampiran: z.array(z.object({ _id: z.uuid() }).loose()).default([]),
  scan: z.object({ _id: z.uuid() }).loose().nullable().default(null),
  info_jadwal: z
    .object({
      tanggal_mulai: z.string().min(1),
      tanggal_berakhir: z.string().min(1),
      tempat: z.string().trim(),
    })
    .nullable()
    .default(null),
  data_pengirim: z
    .object({
      nama: z.string().trim().default(""),
      email: z.string().trim().default(""),
      nomor_wa: z.string().trim().default(""),
    })
    .default({ nama: "", email: "", nomor_wa: "" }),
});
export type IncomingMailRequest = z.input<typeof incomingMailRequest>;
export type IncomingMail = z.output<typeof incomingMailRequest>;

export const INCOMING_REQUIRED = [
  { field: "no_surat", label: "Nomor Surat" },
  { field: "tahun_agenda", label: "Tahun Agenda" },
  { field: "dari", label: "Dari" },
  { field: "perihal", label: "Perihal" },
  { field: "jenis_lampiran", label: "Jenis Lampiran" },
  { field: "sifat_pengamanan", label: "Sifat Pengamanan" },
  { field: "sifat_penyampaian", label: "Sifat Penyampaian" },
  { field: "penerima", label: "Penerima" },
  { field: "nama_pengirim", label: "Nama Pengirim" },
  { field: "email", label: "Email" },
  { field: "nomor_wa", label: "Nomor WhatsApp" },
] as const;

/**
 * Spec 01 §5 incoming required fields: `{field: ['{label} kosong !']}`, empty when complete. A
 * letter without attachments has Jumlah Lampiran 0 (`lampiranCount`) and needs no Jenis Lampiran.
 */
export function incomingErrors(mail: IncomingMail): Record<string, string[]> {
  const values: Record<(typeof INCOMING_REQUIRED)[number]["field"], unknown> = {
    no_surat: mail.no_surat,
    tahun_agenda: mail.tahun_agenda,
    dari: mail.dari,
    perihal: mail.kepala_surat.perihal,
    jenis_lampiran: mail.kepala_surat.lampiran.type,
    sifat_pengamanan: mail.kepala_surat.sifat.pengamanan,
    sifat_penyampaian: mail.kepala_surat.sifat.penyampaian,
    penerima:
      mail.penerima.selected_kepala_login.length +
      mail.penerima.user.length +
      mail.penerima.plt.length,
    nama_pengirim: mail.data_pengirim.nama,
    email: mail.data_pengirim.email,
    nomor_wa: mail.data_pengirim.nomor_wa,
  };
  const withoutAttachments = mail.kepala_surat.lampiran.value === 0;
  const required = INCOMING_REQUIRED.filter(
    (r) => !(withoutAttachments && r.field === "jenis_lampiran"),
  );
  const errors = emptyFieldErrors(required, values);
  if (!errors.email && !z.email().safeParse(mail.data_pengirim.email).success)
    errors.email = ["Email tidak valid"];
  return errors;
}

export { nipOf };

/** `POST egs/mail-disposisi/{id}` (spec 01 §3 "Disposition payload"). */
export const dispositionRequest = z.object({
  user: z.array(pegawaiRef).default([]),
  plt: z.array(pegawaiRef).default([]),
  action: z.object({
    is_disposisi: z.boolean(),
    /** Instructions of `GET egs/list-aksi` (Disposisi only). */
    text: z.array(z.string().trim().min(1)).default([]),
    keterangan: z.string().trim().default(""),
    /** Tertutup (private); a forward is never private. */
    is_private: z.boolean().default(false),
    /** Follow-up deadline (Disposisi only). */
    batas_waktu: dateString.nullable().default(null),
  }),
});
export type DispositionRequest = z.input<typeof dispositionRequest>;

/** One entry of Riwayat Tindakan (spec 01 §3 "History item"). */
export const historyItem = z.object({
  id: z.number().int(),
  photo_url: z.string().nullable(),
  data_pegawai: z.object({ peg_nama: z.string(), jabatan_nama: z.string().nullable() }),
  kepada: z.array(
    z.object({
      peg_nama: z.string(),
      jabatan_nama: z.string().nullable(),
      is_plt: z.boolean(),
      status_baca: z.enum(["Sudah", "Belum"]),
      selesai: z.object({ at: z.string(), note: z.string() }).nullable(),
      /** This target is the signed-in user. */
      is_me: z.boolean(),
    }),
  ),
  action: z.object({
    dari: z.string(),
    is_disposisi: z.boolean(),
    /** Empty for a private disposition the reader may not see. */
    text: z.array(z.string()),
    keterangan: z.string(),
    is_private: z.boolean(),
    /** False when the entry is private and the reader is neither its author nor a target. */
    visible: z.boolean(),
    batas_waktu: z.string().nullable(),
    created_at: z.string(),
    withdrawn_at: z.string().nullable(),
  }),
  can_withdraw: z.boolean(),
  /** The user is a target of this disposition and has not marked it followed up yet. */
  can_finish: z.boolean(),
});
export type HistoryItem = z.infer<typeof historyItem>;

/** `GET egs/mail-disposisi/{id}`: the history, user and PLT entries (spec 02 §3). */
export const dispositionHistory = z.object({
  user: z.array(historyItem),
  plt: z.array(historyItem),
});
export type DispositionHistory = z.infer<typeof dispositionHistory>;

export { RECIPIENT_ROLE_LABELS } from "./mail-status";

/** An inbox row: a workflow list item, with how the letter reached the user. */
export const inboxItem = mailListItem.extend({
  role: z.enum(["penerima", "tembusan", "disposisi", "teruskan"]),
  dari: z.string().nullable(),
  batas_waktu: z.string().nullable(),
  overdue: z.boolean(),
  disposisi: z
    .object({
      peg_nama: z.string(),
      jabatan_nama: z.string().nullable(),
      aksi: z.array(z.string()),
    })
    .nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** `GET egs/{mail|mail-sekretariat|terkirim/mail-sekretariat}/export` answer `items`. */
export const inboxPrintView = listPrintHeader.extend({ datas: z.array(inboxItem) });
export type InboxPrintView = z.infer<typeof inboxPrintView>;

/** `POST egs/master/update-mail/{id}` (level 8 inline edit). */
export const updateMailRequest = z
  .object({
    nomor_surat: z.string().trim().min(1).optional(),
    tanggal_surat: dateString.optional(),
  })
  .refine((b) => b.nomor_surat !== undefined || b.tanggal_surat !== undefined, {
    message: "Nomor atau tanggal surat wajib diisi",
  });
export type UpdateMailRequest = z.input<typeof updateMailRequest>;

/** `POST egs/mail-disposisi/{id}/selesai` (follow-up). */
export const followUpRequest = z.object({
  keterangan: z.string().trim().min(1, "Catatan wajib diisi"),
});

import { CARA_TANDA_TANGAN } from "@lontar/contracts/cara-tanda-tangan";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { jenisNaskah, kegiatan, klasifikasi, storedFile } from "./master";
import { pegawai, satuanKerja } from "./org";

export const LETTER_CATEGORIES = ["internal", "external"] as const;

export const LETTER_FORMS = ["text-editor", "softcopy"] as const;

export const SIGNATURE_TYPES = ["digital", "basah", "eksternal"] as const;

export const RECIPIENT_ROLES = ["penerima", "tembusan", "disposisi", "teruskan"] as const;

/** Addressees chosen on a letter: employees (by pegawai id), acting officials and outside addresses. */
export type AddresseeSelection = {
  user: number[];
  plt: number[];
  user_eksternal: string[];
};

export type ScheduleInfo = { tanggal_mulai: string; tanggal_berakhir: string; tempat: string };

/**
 * One table of letters for both directions (DOMAIN.md "Letters"): `internal` letters are
 * written here, `external` ones are registered by the secretariat.
 */
export const mail = pgTable(
  "mail",
  {
    id: uuid("id").primaryKey(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    kategoriSurat: text("kategori_surat", { enum: LETTER_CATEGORIES })
      .notNull()
      .default("internal"),
    bentukSurat: text("bentuk_surat", { enum: LETTER_FORMS }).notNull().default("text-editor"),
    statusSurat: text("status_surat", {
      enum: ["draft", "pemeriksa", "perbaikan", "batal", "terkirim"],
    })
      .notNull()
      .default("draft"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    /** The employee in whose name the letter goes out (pengirim), and the position chosen. */
    pengirimPegawaiId: integer("pengirim_pegawai_id").references(() => pegawai.id),
    pengirimJabatanId: integer("pengirim_jabatan_id"),
    jenisNaskahId: integer("jenis_naskah_id").references(() => jenisNaskah.id),
    klasifikasiId: integer("klasifikasi_id").references(() => klasifikasi.id),
    kegiatanId: integer("kegiatan_id").references(() => kegiatan.id),
    perihal: text("perihal").notNull().default(""),
    lampiranJumlah: integer("lampiran_jumlah").notNull().default(0),
    lampiranSatuan: text("lampiran_satuan", { enum: ["Lembar", "Rangkap"] })
      .notNull()
      .default("Lembar"),
    sifatPengamanan: text("sifat_pengamanan").notNull().default("Biasa"),
    sifatPenyampaian: text("sifat_penyampaian").notNull().default("Biasa"),
    /** Sanitised HTML of the body (text-editor letters). */
    isiSurat: text("isi_surat").notNull().default(""),
    noSurat: text("no_surat"),
    nomorUrut: integer("nomor_urut"),
    /** The numbering scope the running number counts in (0: the unit's default pattern). */
    nomorScope: integer("nomor_scope").notNull().default(0),
    tahun: integer("tahun"),
    tanggalSurat: date("tanggal_surat"),
    /** Incoming letters: who sent it, the agenda, and the sender's contact. */
    dari: text("dari"),
    tanggalTerima: date("tanggal_terima"),
    tahunAgenda: integer("tahun_agenda"),
    nomorAgenda: integer("nomor_agenda"),
    dataPengirim: jsonb("data_pengirim").$type<{
      nama: string;
      email: string;
      nomor_wa: string;
    } | null>(),
    resi: text("resi").unique(),
    typeTandaTangan: text("type_tanda_tangan", { enum: SIGNATURE_TYPES })
      .notNull()
      .default("digital"),
    penerima: jsonb("penerima")
      .$type<AddresseeSelection>()
      .notNull()
      .default({ user: [], plt: [], user_eksternal: [] }),
    tembusan: jsonb("tembusan")
      .$type<AddresseeSelection>()
      .notNull()
      .default({ user: [], plt: [], user_eksternal: [] }),
    /** Reviewer at work (1-based; 0 while a draft). */
    orderNow: integer("order_now").notNull().default(0),
    /** Sign digitally when approved (digital mode). */
    enableDs: boolean("enable_ds").notNull().default(true),
    /** The running number was chosen by hand (reserved at save) rather than allocated. */
    nomorManual: boolean("nomor_manual").notNull().default(false),
    infoJadwal: jsonb("info_jadwal").$type<ScheduleInfo | null>(),
    /** Softcopy letters: the uploaded original PDF. */
    originalFileId: uuid("original_file_id").references(() => storedFile.id),
    /** Softcopy letters: the specimen signature image placed on signing. */
    specimenId: uuid("specimen_id"),
    signedDocumentId: uuid("signed_document_id"),
    /** External digital mode: the PDF the signer signed elsewhere and uploaded on SETUJU. */
    externalSignedFileId: uuid("external_signed_file_id").references(() => storedFile.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * Who signed it, as the office knows them at signing (name, position, work unit): recipients
     * see the letter as coming from this official, not from the clerk who wrote it.
     */
    signerPegawaiId: integer("signer_pegawai_id").references(() => pegawai.id),
    signerNama: text("signer_nama"),
    signerJabatan: text("signer_jabatan"),
    signerSatuanKerja: text("signer_satuan_kerja"),
    /** How the signer signs: own position, a.n., u.b., Plt. or Plh. (tata naskah dinas). */
    caraTandaTangan: text("cara_tanda_tangan", { enum: CARA_TANDA_TANGAN })
      .notNull()
      .default("langsung"),
    /** The lines above the signer's name as signed (`a.n. Kepala Dinas …,`, `Sekretaris,`). */
    signerLines: text("signer_lines").array(),
    /** How many of the last reviewers sign, in the chain's order (a joint letter: 2 or more). */
    jumlahPenandatangan: integer("jumlah_penandatangan").notNull().default(1),
  },
  (t) => [
    // Migration 0045 adds INCLUDE (kategori_surat, status_surat): a workflow list's page and
    // count read the author's month from the index alone, in the order the lists show.
    index("mail_author_idx").on(t.createdBy, t.createdAt.desc(), t.id.desc()),
    // Migration 0040 adds INCLUDE (id, status_surat, sifat_pengamanan, created_by), which the
    // schema builder cannot say: the bank counts a unit's month from the index alone.
    index("mail_satker_idx").on(t.satuanKerjaId, t.kategoriSurat, t.createdAt.desc()),
    uniqueIndex("mail_no_surat_uq")
      .on(t.noSurat)
      .where(sql`kategori_surat = 'internal' and no_surat is not null`),
    index("mail_perihal_search_idx").using("gin", sql`perihal gin_trgm_ops`),
    uniqueIndex("mail_agenda_uq")
      .on(t.satuanKerjaId, t.tahunAgenda, t.nomorAgenda)
      .where(sql`nomor_agenda is not null`),
    uniqueIndex("mail_nomor_urut_uq")
      .on(t.satuanKerjaId, t.nomorScope, t.tahun, t.nomorUrut)
      .where(sql`nomor_urut is not null`),
  ],
);

/**
 * How many letters of a work unit's bank fall on one day, by category, status and security
 * class: Bank Surat Keluar and Bank Surat Masuk sum a range's days here for their total instead
 * of counting the unit's letters. The day is the bank's (`bank_day`: an outgoing letter's
 * written day, an incoming one's received day, Asia/Jakarta). Migration 0044 keeps it in the
 * statement that changes `mail`; its view `bank_day_tally` is the same count taken from the
 * letters. A day whose letters are all gone keeps a row of zeros.
 */
export const bankDayCount = pgTable(
  "bank_day_count",
  {
    satuanKerjaId: integer("satuan_kerja_id").notNull(),
    kategoriSurat: text("kategori_surat", { enum: LETTER_CATEGORIES }).notNull(),
    day: date("day").notNull(),
    statusSurat: text("status_surat").notNull(),
    sifatPengamanan: text("sifat_pengamanan").notNull(),
    total: integer("total").notNull(),
  },
  (t) => [
    primaryKey({
      name: "bank_day_count_pk",
      columns: [t.satuanKerjaId, t.kategoriSurat, t.day, t.statusSurat, t.sifatPengamanan],
    }),
  ],
);

/** Riwayat Catatan: every action on an outgoing letter, with who, when and the note. */
export const mailNote = pgTable(
  "mail_note",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mail.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    pegawaiId: integer("pegawai_id").references(() => pegawai.id),
    action: text("action").notNull(),
    keterangan: text("keterangan").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_note_mail_idx").on(t.mailId, t.createdAt),
    // The activity feed and the statistics read a person's own actions by time.
    index("mail_note_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Paraf: a reviewer's initials on the draft, recorded by every LANJUTKAN and SETUJU with the
 * note it belongs to. Append-only: after a PERBAIKAN the corrected draft is initialled again and
 * the earlier paraf stay as history; the archive copy prints the latest of each reviewer. Name
 * and position are as held at that moment (positions change; the paraf does not).
 */
export const mailParaf = pgTable(
  "mail_paraf",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mail.id, { onDelete: "cascade" }),
    noteId: bigint("note_id", { mode: "number" })
      .notNull()
      .references(() => mailNote.id, { onDelete: "cascade" }),
    /** The reviewer's place in the chain when they initialled. */
    urutan: integer("urutan").notNull(),
    pegawaiId: integer("pegawai_id")
      .notNull()
      .references(() => pegawai.id),
    action: text("action", { enum: ["lanjutkan", "setuju"] }).notNull(),
    nama: text("nama").notNull(),
    jabatan: text("jabatan"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_paraf_mail_idx").on(t.mailId, t.createdAt),
    uniqueIndex("mail_paraf_note_uq").on(t.noteId),
  ],
);

/** Files attached to a letter (Lampiran), in order. */
export const mailAttachment = pgTable(
  "mail_attachment",
  {
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mail.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFile.id),
    urutan: integer("urutan").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mailId, t.fileId] }),
    index("mail_attachment_file_idx").on(t.fileId),
  ],
);

/** Earlier letters a letter refers to (Referensi). */
export const mailReference = pgTable(
  "mail_reference",
  {
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mail.id, { onDelete: "cascade" }),
    refMailId: uuid("ref_mail_id")
      .notNull()
      .references(() => mail.id),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.refMailId] })],
);

/** A letter a person removed from their lists (it stays for everybody else). */
export const mailHidden = pgTable(
  "mail_hidden",
  {
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mail.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mailId] })],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { arsip } from "./arsip";
import { klasifikasi } from "./master";
import { pegawai, satuanKerja } from "./org";
import { mail } from "./surat";

/**
 * A case file (berkas) of a work unit: records of one classification filed together. Open while
 * `ditutup_pada` is null; its retention runs from that day. `nasib` is what a signed Berita Acara
 * did to it (musnah, dipindahkan, diserahkan); the other statuses follow from the dates.
 */
export const berkas = pgTable(
  "berkas",
  {
    id: uuid("id").primaryKey(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    klasifikasiId: integer("klasifikasi_id")
      .notNull()
      .references(() => klasifikasi.id),
    /** Numbered per work unit and year. */
    tahun: integer("tahun").notNull(),
    nomorBerkas: integer("nomor_berkas").notNull(),
    judul: text("judul").notNull(),
    kurunWaktuMulai: date("kurun_waktu_mulai").notNull(),
    kurunWaktuSelesai: date("kurun_waktu_selesai"),
    catatan: text("catatan").notNull().default(""),
    /**
     * Its own security class (klasifikasi-keamanan.ts); the class it shows is the strictest of
     * this and its records'.
     */
    klasifikasiKeamanan: text("klasifikasi_keamanan").notNull().default("Biasa"),
    /** How many records it holds; kept by triggers (migration 0037) as records come and go. */
    jumlahIsi: integer("jumlah_isi").notNull().default(0),
    /**
     * The distinct security classes of its records, kept with `jumlahIsi` (also when a record's
     * class changes): its detail and lists read them here instead of every record.
     */
    kelasIsi: text("kelas_isi").array().notNull().default(sql`'{}'::text[]`),
    ditutupPada: date("ditutup_pada"),
    nasib: text("nasib", { enum: ["musnah", "dipindahkan", "diserahkan"] }),
    /** The Berita Acara that proposes (or did) its transfer or disposal. */
    beritaAcaraId: uuid("berita_acara_id"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("berkas_nomor_uq").on(t.satuanKerjaId, t.tahun, t.nomorBerkas),
    index("berkas_open_idx")
      .on(t.satuanKerjaId, t.klasifikasiId, t.tahun)
      .where(sql`ditutup_pada is null`),
  ],
);

/** The records of a berkas in the order they were filed: a letter or an archive item. */
export const berkasIsi = pgTable(
  "berkas_isi",
  {
    id: uuid("id").primaryKey(),
    berkasId: uuid("berkas_id")
      .notNull()
      .references(() => berkas.id),
    mailId: uuid("mail_id").references(() => mail.id),
    arsipId: uuid("arsip_id").references(() => arsip.id, { onDelete: "cascade" }),
    urutan: integer("urutan").notNull(),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("berkas_isi_berkas_idx").on(t.berkasId, t.urutan),
    // A record sits in one berkas of its work unit at a time.
    uniqueIndex("berkas_isi_mail_uq").on(t.mailId).where(sql`mail_id is not null`),
    uniqueIndex("berkas_isi_arsip_uq").on(t.arsipId).where(sql`arsip_id is not null`),
  ],
);

export const BERITA_ACARA_JENIS = ["pemusnahan", "pemindahan", "penyerahan"] as const;

/**
 * The official record of what was done to whole berkas: destroyed (pemusnahan), moved to the
 * unit that keeps inactive records (pemindahan) or handed to the archives (penyerahan). Proposed
 * by the archivist, signed electronically by the head of the unit; the act is done, and cannot
 * be undone, when it is signed.
 */
export const beritaAcara = pgTable(
  "berita_acara",
  {
    id: uuid("id").primaryKey(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    jenis: text("jenis", { enum: BERITA_ACARA_JENIS }).notNull(),
    /** Pemindahan: the unit that keeps the inactive records; penyerahan: the archives' name. */
    keUnitId: integer("ke_unit_id").references(() => satuanKerja.id),
    status: text("status", { enum: ["menunggu", "ditandatangani", "dibatalkan"] })
      .notNull()
      .default("menunggu"),
    /** The head of the unit, who signs it. */
    penandatanganPegawaiId: integer("penandatangan_pegawai_id")
      .notNull()
      .references(() => pegawai.id),
    berkasIds: uuid("berkas_ids").array().notNull(),
    /** A berkas holding a Rahasia record was proposed knowingly. */
    konfirmasiRahasia: boolean("konfirmasi_rahasia").notNull().default(false),
    tahun: integer("tahun"),
    nomorUrut: integer("nomor_urut"),
    nomor: text("nomor"),
    signedDocumentId: uuid("signed_document_id"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp("signed_at", { withTimezone: true }),
  },
  (t) => [
    index("berita_acara_unit_idx").on(t.satuanKerjaId, t.createdAt),
    unique("berita_acara_nomor_uq").on(t.satuanKerjaId, t.jenis, t.tahun, t.nomorUrut),
  ],
);

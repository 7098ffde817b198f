import { FILE_PURPOSES } from "@lontar/contracts/files";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { satuanKerja } from "./org";

/** Archive classification codes (Permendagri 83/2022), a tree, with optional retention (JRA). */
export const klasifikasi = pgTable(
  "klasifikasi",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => klasifikasi.id),
    kode: text("kode").notNull(),
    nama: text("nama").notNull(),
    /** Years kept active, then inactive, then the final disposition. */
    retensiAktif: integer("retensi_aktif"),
    retensiInaktif: integer("retensi_inaktif"),
    keteranganRetensi: text("keterangan_retensi", {
      enum: ["musnah", "permanen", "dinilai kembali"],
    }),
  },
  (t) => [
    uniqueIndex("klasifikasi_kode_uq").on(t.kode),
    index("klasifikasi_parent_idx").on(t.parentId, t.kode),
    index("klasifikasi_search_idx").using("gin", sql`(kode || ' ' || nama) gin_trgm_ops`),
  ],
);

/** Stored files, content-addressed by SHA-256 under DATA_DIR/files. */
export const storedFile = pgTable(
  "stored_file",
  {
    id: uuid("id").primaryKey(),
    sha256: text("sha256").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    mime: text("mime").notNull(),
    fileName: text("file_name").notNull(),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** What it was uploaded for (contracts' FILE_PURPOSES): it is attached to nothing else. */
    purpose: text("purpose", { enum: FILE_PURPOSES }).notNull().default("lampiran"),
    /** When a record took it (claimFile); unattached uploads are swept after a while. */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (t) => [
    index("stored_file_uploader_idx").on(t.createdBy, t.createdAt),
    index("stored_file_unattached_idx").on(t.createdAt).where(sql`${t.attachedAt} is null`),
    index("stored_file_sha256_idx").on(t.sha256),
  ],
);

/** Letterhead of a work unit's letters. */
export const kopSurat = pgTable("kop_surat", {
  id: uuid("id").primaryKey(),
  satuanKerjaId: integer("satuan_kerja_id")
    .notNull()
    .unique()
    .references(() => satuanKerja.id),
  fileId: uuid("file_id").references(() => storedFile.id),
  /** Paper of the work unit's letters: A4, or F4 (folio, 215 × 330 mm). */
  ukuranKertas: text("ukuran_kertas", { enum: ["A4", "F4"] })
    .notNull()
    .default("A4"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Activities (kegiatan) of a work unit a letter can belong to. */
export const kegiatan = pgTable(
  "kegiatan",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    kode: text("kode").notNull(),
    nama: text("nama").notNull(),
  },
  (t) => [uniqueIndex("kegiatan_kode_uq").on(t.satuanKerjaId, t.kode)],
);

/** Letter types (jenis naskah) with their HTML body templates. */
export const jenisNaskah = pgTable("jenis_naskah", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  kode: text("kode").notNull().unique(),
  nama: text("nama").notNull(),
  keterangan: text("keterangan"),
  /** `text-editor` letters are written in the app; `softcopy` ones are uploaded as PDF. */
  type: text("type").notNull().default("text-editor"),
  template: text("template").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Disposition instructions offered by `egs/list-aksi`. */
export const petunjukDisposisi = pgTable("petunjuk_disposisi", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  text: text("text").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

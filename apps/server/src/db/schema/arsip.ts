import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { klasifikasi, storedFile } from "./master";
import { satuanKerja } from "./org";

/** Storage locations of a work unit's archive, a tree (Gedung › Ruang › Lemari › Rak › Boks). */
export const arsipPenyimpanan = pgTable(
  "arsip_penyimpanan",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    parentId: integer("parent_id").references((): AnyPgColumn => arsipPenyimpanan.id),
    kode: text("kode").notNull(),
    nama: text("nama").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A code names one location of the work unit's tree: the archive table shows it.
    unique("arsip_penyimpanan_satker_kode_uq").on(t.satuanKerjaId, t.kode),
    index("arsip_penyimpanan_parent_idx").on(t.satuanKerjaId, t.parentId, t.kode),
  ],
);

/** Archive types of a work unit. */
export const jenisArsip = pgTable(
  "jenis_arsip",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    kode: text("kode").notNull(),
    nama: text("nama").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("jenis_arsip_kode_uq").on(t.satuanKerjaId, t.kode)],
);

/**
 * An archive item: active while `deleted_at` is null, then soft-deleted, then restored or
 * destroyed (row and file removed). A locked item refuses view, download, edit and delete.
 */
export const arsip = pgTable(
  "arsip",
  {
    id: uuid("id").primaryKey(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    jenisArsipId: integer("jenis_arsip_id")
      .notNull()
      .references(() => jenisArsip.id),
    penyimpananId: integer("penyimpanan_id")
      .notNull()
      .references(() => arsipPenyimpanan.id),
    /** Its retention (JRA) comes from the classification code. */
    klasifikasiId: integer("klasifikasi_id").references(() => klasifikasi.id),
    noDokumen: text("no_dokumen").notNull(),
    tahun: integer("tahun").notNull(),
    namaArsip: text("nama_arsip").notNull(),
    /**
     * Its security class (klasifikasi-keamanan.ts): the archive staff of its unit see it when the
     * class allows the unit's secretariat; otherwise only its uploader does.
     */
    klasifikasiKeamanan: text("klasifikasi_keamanan").notNull().default("Biasa"),
    fileId: uuid("file_id").references(() => storedFile.id),
    isLocked: boolean("is_locked").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("arsip_list_idx").on(t.satuanKerjaId, t.createdAt),
    index("arsip_jenis_idx").on(t.jenisArsipId),
    index("arsip_penyimpanan_idx").on(t.penyimpananId),
    index("arsip_search_idx").using("gin", sql`(no_dokumen || ' ' || nama_arsip) gin_trgm_ops`),
  ],
);

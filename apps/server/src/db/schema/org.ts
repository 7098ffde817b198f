import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Work unit (an agency such as a Dinas). */
export const satuanKerja = pgTable("satuan_kerja", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  kodeSkpd: text("kode_skpd").notNull().unique(),
  nama: text("nama").notNull(),
  singkatan: text("singkatan"),
  alamat: text("alamat").notNull(),
  kodePos: text("kode_pos"),
  email: text("email"),
  telp: text("telp"),
  sapkId: text("sapk_id").notNull(),
  status: boolean("status").notNull().default(true),
});

/** Organisation unit inside a work unit; a tree through `parent_id`. */
export const unitKerja = pgTable(
  "unit_kerja",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    parentId: integer("parent_id").references((): AnyPgColumn => unitKerja.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    posisi: integer("posisi").notNull().default(0),
    status: boolean("status").notNull().default(true),
  },
  (t) => [
    index("unit_kerja_satker_idx").on(t.satuanKerjaId, t.parentId),
    uniqueIndex("unit_kerja_code_uq").on(t.satuanKerjaId, t.code),
  ],
);

/** Position; its parent is its superior. Jabatan 99999 is Tenaga Kontrak (no work unit). */
export const jabatan = pgTable(
  "jabatan",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    satuanKerjaId: integer("satuan_kerja_id").references(() => satuanKerja.id),
    unitKerjaId: integer("unit_kerja_id").references(() => unitKerja.id),
    parentId: integer("parent_id").references((): AnyPgColumn => jabatan.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    jenisJabatan: text("jenis_jabatan").notNull(),
    eselon: text("eselon"),
    status: boolean("status").notNull().default(true),
  },
  (t) => [
    index("jabatan_satker_idx").on(t.satuanKerjaId, t.parentId),
    uniqueIndex("jabatan_code_uq").on(t.satuanKerjaId, t.code),
  ],
);

/** Employee. Contract staff have jabatan 99999 and may have no NIP. */
export const pegawai = pgTable(
  "pegawai",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    nip: text("nip").unique(),
    nik: text("nik").notNull().unique(),
    name: text("name").notNull(),
    namaTanpaGelar: text("nama_tanpa_gelar"),
    gelarDepan: text("gelar_depan"),
    gelarBelakang: text("gelar_belakang"),
    jenisKelamin: text("jenis_kelamin"),
    tempatLahir: text("tempat_lahir"),
    tanggalLahir: date("tanggal_lahir"),
    golongan: text("golongan"),
    pangkat: text("pangkat"),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    unitKerjaId: integer("unit_kerja_id").references(() => unitKerja.id),
    jabatanId: integer("jabatan_id").references(() => jabatan.id),
    alamat: text("alamat"),
    telp: text("telp"),
    email: text("email"),
    photoUrl: text("photo_url"),
    status: boolean("status").notNull().default(true),
  },
  (t) => [
    index("pegawai_satker_idx").on(t.satuanKerjaId),
    index("pegawai_jabatan_idx").on(t.jabatanId),
  ],
);

/** PLT (pelaksana tugas): an employee acting in a second position for a period. */
export const pegawaiPlt = pgTable(
  "pegawai_plt",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    pegawaiId: integer("pegawai_id")
      .notNull()
      .references(() => pegawai.id),
    jabatanId: integer("jabatan_id")
      .notNull()
      .references(() => jabatan.id),
    mulai: date("mulai").notNull().default(sql`current_date`),
    selesai: date("selesai"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pegawai_plt_pegawai_idx").on(t.pegawaiId),
    uniqueIndex("pegawai_plt_jabatan_active_uq").on(t.jabatanId).where(sql`selesai is null`),
  ],
);

import { sql } from "drizzle-orm";
import {
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
import { satuanKerja } from "./org";
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
    ditutupPada: date("ditutup_pada"),
    nasib: text("nasib", { enum: ["musnah", "dipindahkan", "diserahkan"] }),
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

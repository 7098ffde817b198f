import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { jenisNaskah } from "./master";
import { satuanKerja } from "./org";

/**
 * The last running number given per work unit, numbering scope and year (allocated under a
 * row lock). Scope 0 is the unit's default pattern; a letter type with a pattern of its own
 * counts in the scope of its `jenis_naskah` id.
 */
export const nomorCounter = pgTable(
  "nomor_counter",
  {
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    scope: integer("scope").notNull().default(0),
    tahun: integer("tahun").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.satuanKerjaId, t.scope, t.tahun] })],
);

/**
 * A work unit's letter-number pattern (issue: the agency's number pattern): one default row
 * (`jenis_naskah_id` null) and one per letter type numbered its own way. No row means the
 * regional default `{kode_klasifikasi}/{nomor}/{kode_unit}/{tahun}`.
 */
export const polaNomor = pgTable(
  "pola_nomor",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    jenisNaskahId: integer("jenis_naskah_id").references(() => jenisNaskah.id),
    pattern: text("pattern").notNull(),
    updatedBy: integer("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pola_nomor_scope_uq").on(t.satuanKerjaId, sql`coalesce(jenis_naskah_id, 0)`),
  ],
);

/** The last agenda number per work unit and agenda year. */
export const agendaCounter = pgTable(
  "agenda_counter",
  {
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    tahun: integer("tahun").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.satuanKerjaId, t.tahun] })],
);

import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { satuanKerja } from "./org";

/** The last running number given per work unit and year (allocated under a row lock). */
export const nomorCounter = pgTable(
  "nomor_counter",
  {
    satuanKerjaId: integer("satuan_kerja_id")
      .notNull()
      .references(() => satuanKerja.id),
    tahun: integer("tahun").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.satuanKerjaId, t.tahun] })],
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

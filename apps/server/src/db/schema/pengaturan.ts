import { pgTable, text } from "drizzle-orm/pg-core";

/** Instance-wide settings (e.g. `nama_pemerintah`, the government named on letterheads). */
export const pengaturan = pgTable("pengaturan", {
  kunci: text("kunci").primaryKey(),
  nilai: text("nilai").notNull(),
});

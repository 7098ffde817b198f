import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { pegawai } from "./org";
import { LETTER_CATEGORIES, mail, RECIPIENT_ROLES } from "./surat";

/** A person's relation to a delivered letter (DOMAIN.md "recipient rows"). */
export const mailRecipient = pgTable(
  "mail_recipient",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mail.id, { onDelete: "cascade" }),
    pegawaiId: integer("pegawai_id")
      .notNull()
      .references(() => pegawai.id),
    /**
     * The letter's category (it never changes), copied so that an inbox tab reads only its own
     * rows from `mail_recipient_tab_idx`, not every letter that reached the person.
     */
    kategoriSurat: text("kategori_surat", { enum: LETTER_CATEGORIES }).notNull(),
    role: text("role", { enum: RECIPIENT_ROLES }).notNull(),
    isPlt: boolean("is_plt").notNull().default(false),
    /** The disposition or forward that reached this person (null for penerima/tembusan). */
    dispositionId: bigint("disposition_id", { mode: "number" }),
    /** Follow-up: the target marked it 'Selesai ditindaklanjuti', with a note. */
    selesaiAt: timestamp("selesai_at", { withTimezone: true }),
    selesaiNote: text("selesai_note"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    disposedAt: timestamp("disposed_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_recipient_inbox_idx").on(t.pegawaiId, t.receivedAt.desc()),
    index("mail_recipient_tab_idx").on(t.pegawaiId, t.kategoriSurat, t.receivedAt.desc()),
    index("mail_recipient_mail_idx").on(t.mailId, t.pegawaiId),
    // The targets of a disposition (the deadline reminder joins them to the dispositions due).
    index("mail_recipient_disposition_idx")
      .on(t.dispositionId)
      .where(sql`${t.dispositionId} is not null`),
  ],
);

/**
 * A disposition (instructions down the hierarchy) or a forward (teruskan) of a letter by one
 * of its recipients; the targets are recipient rows pointing here, so the chain is a tree.
 */
export const mailDisposition = pgTable(
  "mail_disposition",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mail.id, { onDelete: "cascade" }),
    fromUserId: integer("from_user_id")
      .notNull()
      .references(() => users.id),
    fromPegawaiId: integer("from_pegawai_id")
      .notNull()
      .references(() => pegawai.id),
    isDisposisi: boolean("is_disposisi").notNull(),
    instructions: jsonb("instructions").$type<string[]>().notNull().default([]),
    keterangan: text("keterangan").notNull().default(""),
    /** Tertutup: instructions and note only for the author and the targets. */
    isPrivate: boolean("is_private").notNull().default(false),
    batasWaktu: date("batas_waktu"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_disposition_mail_idx").on(t.mailId, t.createdAt),
    index("mail_disposition_from_idx").on(t.fromUserId, t.createdAt.desc()),
    // The dispositions due on a day (the reminder's daily question): read in a few rows, not by
    // scanning every disposition (0.9-1.9 s at 1,000,000 letters on PGlite, on the main thread).
    index("mail_disposition_deadline_idx")
      .on(t.batasWaktu)
      .where(sql`${t.batasWaktu} is not null and ${t.withdrawnAt} is null`),
  ],
);

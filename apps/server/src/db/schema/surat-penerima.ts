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
 * One letter in a person's inbox: their recipient rows of it folded into one (migration 0035
 * keeps it so, in the statement that changes the rows; the view `inbox_recipient_fold` is the
 * fold, `inbox_letter_folded` the entry). Latest arrival, unread while any row is unread, the latest row's role and
 * disposition, and for the dashboard's cards whether a disposition or a forward brought it and
 * whether those rows are read. Rows removed by the person (`hidden_at`) are left out; a letter
 * whose rows are all removed has no entry. An inbox page reads its entries in the order it
 * shows them, whatever the person's history holds.
 */
export const inboxLetter = pgTable(
  "inbox_letter",
  {
    pegawaiId: integer("pegawai_id").notNull(),
    mailId: uuid("mail_id").notNull(),
    kategoriSurat: text("kategori_surat", { enum: LETTER_CATEGORIES }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    isRead: boolean("is_read").notNull(),
    role: text("role", { enum: RECIPIENT_ROLES }).notNull(),
    dispositionId: bigint("disposition_id", { mode: "number" }),
    disposisi: boolean("disposisi").notNull(),
    disposisiRead: boolean("disposisi_read"),
    teruskan: boolean("teruskan").notNull(),
    teruskanRead: boolean("teruskan_read"),
    /**
     * What an inbox search matches of the letter: its subject, number and sender, lowercased,
     * one to a line (`inbox_letter_cari`; kept by the fold and by a trigger on `mail`).
     */
    cari: text("cari").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pegawaiId, t.mailId] }),
    // An inbox tab, newest arrival first: a page is the index's first rows. Migration 0041
    // adds INCLUDE (cari), which the schema builder cannot say: a search reads the index alone.
    index("inbox_letter_tab_idx").on(
      t.pegawaiId,
      t.kategoriSurat,
      t.receivedAt.desc(),
      t.mailId.desc(),
    ),
    // The dashboard's counts of a date range read `inbox_day_count` (migration 0042), which
    // drops the index by time they were counted from (0035, 0041).
  ],
);

/**
 * How many of a person's inbox entries arrived on one day (Asia/Jakarta) in one category, and
 * how many of them are read, brought by a disposition or a forward, and those read: the
 * dashboard's cards and an inbox tab's total sum a range's days here instead of counting its
 * entries. Migration 0042 keeps it in the statement that changes `inbox_letter`; its view
 * `inbox_day_tally` is the same count taken from the entries. A day whose entries are all gone
 * keeps a row of zeros.
 */
export const inboxDayCount = pgTable(
  "inbox_day_count",
  {
    pegawaiId: integer("pegawai_id").notNull(),
    day: date("day").notNull(),
    kategoriSurat: text("kategori_surat", { enum: LETTER_CATEGORIES }).notNull(),
    total: integer("total").notNull(),
    isRead: integer("is_read").notNull(),
    disposisi: integer("disposisi").notNull(),
    disposisiRead: integer("disposisi_read").notNull(),
    teruskan: integer("teruskan").notNull(),
    teruskanRead: integer("teruskan_read").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pegawaiId, t.day, t.kategoriSurat] })],
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

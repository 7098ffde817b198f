import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { pegawai } from "./org";
import { mail } from "./surat";

/** The ordered reviewers of an outgoing letter; the last one signs. */
export const mailReviewer = pgTable(
  "mail_reviewer",
  {
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mail.id, { onDelete: "cascade" }),
    urutan: integer("urutan").notNull(),
    pegawaiId: integer("pegawai_id")
      .notNull()
      .references(() => pegawai.id),
    actedAt: timestamp("acted_at", { withTimezone: true }),
    /** When the reviewer opened it while it waited for them (the Persetujuan unread badge). */
    readAt: timestamp("read_at", { withTimezone: true }),
    /**
     * The letter's created_at, copied by a trigger (migration 0011): the reviewer's lists filter
     * and order by it, and reading it here spares a lookup of every letter the person reviewed.
     */
    mailCreatedAt: timestamp("mail_created_at", { withTimezone: true }),
    /** The letter's author (`mail.created_by`), copied with `mailCreatedAt` (migration 0036). */
    mailCreatedBy: integer("mail_created_by"),
    /**
     * The letter waits for this reviewer: it is with the reviewers (`pemeriksa`) and this is
     * its place now (`order_now`). Kept by triggers (migration 0036) whenever the letter moves
     * or its chain is written; Persetujuan reads these rows alone.
     */
    atWork: boolean("at_work").notNull().default(false),
    /**
     * The letter has reached this reviewer (its place now is this one or later), and this is
     * the person's first place in the chain. Kept with `atWork`; Telusuri, Terkirim and Surat
     * Batal read the reviewer's letters from these rows.
     */
    reached: boolean("reached").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.mailId, t.urutan] }),
    index("mail_reviewer_pegawai_idx").on(t.pegawaiId, t.mailId),
    // A reviewer's lists, newest first: a page is the index's first entries, and a count reads
    // the entries alone (the read mark and the author are the trailing columns).
    index("mail_reviewer_at_work_idx")
      .on(t.pegawaiId, t.mailCreatedAt.desc(), t.mailId.desc(), t.readAt)
      .where(sql`at_work`),
    index("mail_reviewer_reached_idx")
      .on(t.pegawaiId, t.mailCreatedAt.desc(), t.mailId.desc(), t.mailCreatedBy)
      .where(sql`reached`),
  ],
);

/**
 * How many letters waiting for a reviewer (`at_work` rows) were written on one day (Asia/Jakarta,
 * as Persetujuan's date filter reads `mail_created_at`), and how many of them the reviewer has
 * opened: Persetujuan's total and the dashboard's Persetujuan card sum a range's days here
 * instead of counting the rows. Migration 0043 keeps it in the statement that changes
 * `mail_reviewer`; its view `at_work_day_tally` is the same count taken from the rows. A day
 * whose letters have all moved on keeps a row of zeros.
 */
export const atWorkDayCount = pgTable(
  "at_work_day_count",
  {
    pegawaiId: integer("pegawai_id").notNull(),
    day: date("day").notNull(),
    total: integer("total").notNull(),
    isRead: integer("is_read").notNull(),
  },
  (t) => [primaryKey({ name: "at_work_day_count_pk", columns: [t.pegawaiId, t.day] })],
);

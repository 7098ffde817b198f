import { NOTIFICATION_KATEGORI, NOTIFICATION_TYPES } from "@lontar/contracts/notification";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authSession, users } from "./auth";
import { beritaAcara } from "./berkas";
import { mail } from "./surat";

/**
 * One event for one person, written in the event's transaction. Unread rows (`read_at` null)
 * make the counters; opening a category's list marks its rows read.
 */
export const notification = pgTable(
  "notification",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kategori: text("kategori", { enum: NOTIFICATION_KATEGORI }).notNull(),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    mailId: uuid("mail_id").references(() => mail.id, { onDelete: "cascade" }),
    /** The Berita Acara a notification of kategori `arsip` is about. */
    beritaAcaraId: uuid("berita_acara_id").references(() => beritaAcara.id, {
      onDelete: "cascade",
    }),
    perihal: text("perihal").notNull(),
    /** Who caused it (the writer, the reviewer who sent it back, the disposer). */
    pengirim: text("pengirim"),
    /** Whom it concerns when that is not the reader (e.g. the addressee of a letter). */
    penerima: text("penerima"),
    /** The note the event came with (a PERBAIKAN's note, a cancellation's reason). */
    keterangan: text("keterangan"),
    /** Makes a scheduled notification (the deadline reminder) idempotent across instances. */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notification_user_idx").on(t.userId, t.createdAt.desc()),
    index("notification_unread_idx").on(t.userId, t.kategori).where(sql`read_at is null`),
    uniqueIndex("notification_dedupe_uq")
      .on(t.userId, t.dedupeKey)
      .where(sql`dedupe_key is not null`),
  ],
);

/** A browser's Web Push subscription (standard PushSubscription), tied to the session that made it. */
export const pushSubscription = pgTable(
  "push_subscription",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    sessionId: uuid("session_id").references(() => authSession.id),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscription_user_idx").on(t.userId)],
);

/** Pushes waiting to go out: queued with the notification, sent and retried by the server. */
export const outboxPush = pgTable(
  "outbox_push",
  {
    id: uuid("id").primaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscription.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("outbox_push_pending_idx").on(t.nextAttemptAt).where(sql`sent_at is null`)],
);

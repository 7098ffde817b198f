import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { storedFile } from "./master";
import { mail } from "./surat";

/** E-mails waiting to go out (sent by SMTP when configured; readable by administrators). */
export const outboxEmail = pgTable(
  "outbox_email",
  {
    id: uuid("id").primaryKey(),
    mailId: uuid("mail_id").references(() => mail.id),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    attachmentFileId: uuid("attachment_file_id").references(() => storedFile.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("outbox_email_pending_idx").on(t.sentAt, t.createdAt)],
);

import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { mailRecipient } from "../../db/schema/surat-penerima";
import { mailReviewer } from "../../db/schema/surat-reviewer";

/** Opening a letter marks it read, once: each returns how many places were still unread. */

/** Marks the employee's unread recipient rows of the letter read; how many were unread. */
export const markRecipientRead = async (db: DbOrTx, mailId: string, pegawaiId: number) =>
  (
    await db
      .update(mailRecipient)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(mailRecipient.mailId, mailId),
          eq(mailRecipient.pegawaiId, pegawaiId),
          isNull(mailRecipient.readAt),
        ),
      )
      .returning({ id: mailRecipient.id })
  ).length;

/** Marks the reviewer's place read if it was not; 1 when it was unread, else 0. */
export const markReviewerRead = async (db: DbOrTx, mailId: string, urutan: number) =>
  (
    await db
      .update(mailReviewer)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(mailReviewer.mailId, mailId),
          eq(mailReviewer.urutan, urutan),
          isNull(mailReviewer.readAt),
        ),
      )
      .returning({ urutan: mailReviewer.urutan })
  ).length;

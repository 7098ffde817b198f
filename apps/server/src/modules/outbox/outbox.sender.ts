import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { DbOrTx } from "../../db/client";
import { storedFile } from "../../db/schema/master";
import { outboxEmail } from "../../db/schema/outbox";
import { readAll } from "../../lib/read-all";
import { startRounds } from "../../lib/rounds";
import type { FileStorage } from "../files/files.storage";

/** How many messages one round sends, and how long a failed one waits before a retry. */
const BATCH = 20;
const RETRY_AFTER_MS = 10 * 60_000;

/**
 * Sends what is waiting in the outbox through the SMTP transport, oldest first: a message
 * sent is stamped `sent_at`; a failure keeps it waiting with the error, retried later.
 * Answers how many were sent and how many failed.
 */
export async function sendPending(
  db: DbOrTx,
  storage: FileStorage,
  transport: Transporter,
  from: string,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const retryBefore = new Date(now.getTime() - RETRY_AFTER_MS);
  const rows = await db
    .select({
      id: outboxEmail.id,
      to: outboxEmail.to,
      subject: outboxEmail.subject,
      body: outboxEmail.body,
      createdAt: outboxEmail.createdAt,
      error: outboxEmail.error,
      sha256: storedFile.sha256,
      fileName: storedFile.fileName,
      mime: storedFile.mime,
    })
    .from(outboxEmail)
    .leftJoin(storedFile, eq(storedFile.id, outboxEmail.attachmentFileId))
    .where(
      and(
        isNull(outboxEmail.sentAt),
        or(isNull(outboxEmail.error), lt(outboxEmail.createdAt, retryBefore)),
      ),
    )
    .orderBy(asc(outboxEmail.createdAt))
    .limit(BATCH);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const attachments = row.sha256
        ? [
            {
              filename: row.fileName ?? "surat.pdf",
              contentType: row.mime ?? "application/pdf",
              content: await readAll(await storage.get(row.sha256)),
            },
          ]
        : [];
      await transport.sendMail({
        // Sending and stamping sent_at cannot be one step: a crash between them sends the
        // row again. The stable Message-ID lets mail servers and readers drop the repeat.
        messageId: `<outbox-${row.id}@lontar>`,
        from,
        to: row.to,
        subject: row.subject,
        text: row.body,
        attachments,
      });
      await db
        .update(outboxEmail)
        .set({ sentAt: new Date(), error: null })
        .where(eq(outboxEmail.id, row.id));
      sent++;
    } catch (error) {
      await db
        .update(outboxEmail)
        .set({ error: String((error as Error).message ?? error).slice(0, 500) })
        .where(eq(outboxEmail.id, row.id));
      failed++;
    }
  }
  return { sent, failed };
}

/**
 * Runs `sendPending` every `intervalMs` until stopped; one round at a time. Stopping resolves
 * when the round in flight has ended: a shutdown that closed the database under it would leave
 * messages sent but not stamped, to be sent again after the restart.
 */
export function startOutboxSender(round: () => Promise<unknown>, intervalMs = 30_000) {
  // A failed round is tried again at the next: what failed stays in the outbox.
  return startRounds(round, { everyMs: intervalMs, onError: () => undefined, now: false });
}

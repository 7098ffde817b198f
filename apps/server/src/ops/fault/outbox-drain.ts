import type { Agent } from "node:https";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { localDiskStorage } from "../../modules/files/files.storage";
import { sendPending } from "../../modules/outbox/outbox.sender";
import { sendPendingPushes } from "../../modules/push/push.sender";
import { TEST_PUSH_SERVICE_HOSTS } from "../../test/factories/push";
import type { DataAccess } from "./data-access";
import type { ReceivedMail } from "./fake-smtp";

export interface DeliveryReport {
  emails: number;
  emailDeliveries: number;
  /** Rows handed to the mail server twice (same Message-ID), e.g. sent just before a kill. */
  emailRepeats: number;
  pushes: number;
  pushDeliveries: number;
  /** Pushes received twice (same notification to the same browser), e.g. sent before a kill. */
  pushRepeats: number;
  problems: string[];
}

const count = async (data: DataAccess, table: "outbox_email" | "outbox_push", sent: boolean) => {
  const where = sent ? sql`sent_at is not null` : sql`sent_at is null`;
  const result = (await data.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
};

/**
 * Runs the e-mail and push senders, as the restarted server would, until nothing waits, then
 * holds what the stand-in mail server and push service received against the outbox rows:
 * each row delivered, exactly once, and nothing delivered that is not a row.
 */
export async function drainOutboxes(
  data: DataAccess,
  smtp: { url: string; received: ReceivedMail[] },
  push: { received: { path: string; body: Buffer }[]; agent: Agent },
  /** Each stand-in browser's decryption, by its endpoint path. */
  browsers: Map<string, (body: Buffer) => unknown>,
): Promise<DeliveryReport> {
  const problems: string[] = [];
  const storage = localDiskStorage(data.filesDir);
  const transport = nodemailer.createTransport(smtp.url);
  for (let round = 0; round < 100; round++) {
    const { sent, failed } = await sendPending(data.db, storage, transport, "lontar@localhost");
    if (failed) problems.push(`${failed} e-mails failed to send`);
    if (sent === 0) break;
  }
  // Pushes leased by the killed server come free when their lease ends: act as if it had.
  const later = new Date(Date.now() + 5 * 60_000);
  for (let round = 0; round < 100; round++) {
    const r = await sendPendingPushes(data.db, {
      vapid: data.vapid,
      serviceHosts: TEST_PUSH_SERVICE_HOSTS,
      agent: push.agent,
      now: later,
    });
    if (r.failed) problems.push(`${r.failed} pushes failed`);
    if (r.sent + r.failed + r.removed === 0) break;
  }
  transport.close();

  const emails = await count(data, "outbox_email", true);
  const pushes = await count(data, "outbox_push", true);
  if (await count(data, "outbox_email", false)) problems.push("e-mails left unsent");
  if (await count(data, "outbox_push", false)) problems.push("pushes left unsent");
  const rows = (await data.db.execute(sql`select id from outbox_email`)) as unknown as {
    rows: { id: string }[];
  };
  const byId = new Map<string, number>();
  for (const mail of smtp.received)
    byId.set(mail.messageId ?? "none", (byId.get(mail.messageId ?? "none") ?? 0) + 1);
  for (const { id } of rows.rows)
    if (!byId.has(`<outbox-${id}@lontar>`)) problems.push(`e-mail ${id} never delivered`);
  if (byId.size !== rows.rows.length)
    problems.push(`${byId.size} distinct e-mails delivered for ${rows.rows.length} rows`);
  const emailRepeats = smtp.received.length - byId.size;
  // A push names its notification in `tag`: one browser, one notification, one push.
  const pushKeys = new Set(
    push.received.map((p) => {
      const decrypt = browsers.get(p.path);
      const tag = decrypt ? (decrypt(p.body) as { tag?: string }).tag : null;
      return `${p.path} ${tag}`;
    }),
  );
  if (pushKeys.size !== pushes)
    problems.push(`${pushKeys.size} distinct pushes for ${pushes} rows`);
  return {
    emails,
    emailDeliveries: smtp.received.length,
    emailRepeats,
    pushes,
    pushDeliveries: push.received.length,
    pushRepeats: push.received.length - pushKeys.size,
    problems,
  };
}

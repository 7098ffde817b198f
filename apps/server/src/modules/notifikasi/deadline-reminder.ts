import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mail } from "../../db/schema/surat";
import { mailDisposition, mailRecipient } from "../../db/schema/surat-penerima";
import { todayInJakarta } from "../../lib/jakarta-day";
import { startRounds } from "../../lib/rounds";
import { notify } from "./notifikasi.service";

/** The day after `isoDate` (YYYY-MM-DD). */
export const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The day before a disposition's deadline, each target who has not marked it done gets one
 * 'batas-waktu' notification. The dedupe key makes repeated runs (and several instances) send
 * it once. Returns how many were written.
 */
export async function remindDeadlines(db: Db, today = todayInJakarta()): Promise<number> {
  const due = await db
    .select({
      recipientId: mailRecipient.id,
      pegawaiId: mailRecipient.pegawaiId,
      mailId: mail.id,
      perihal: mail.perihal,
      fromPegawaiId: mailDisposition.fromPegawaiId,
      batasWaktu: mailDisposition.batasWaktu,
    })
    .from(mailRecipient)
    .innerJoin(mailDisposition, eq(mailDisposition.id, mailRecipient.dispositionId))
    .innerJoin(mail, eq(mail.id, mailRecipient.mailId))
    .where(
      and(
        eq(mailDisposition.batasWaktu, dayAfter(today)),
        isNull(mailDisposition.withdrawnAt),
        isNull(mailRecipient.selesaiAt),
        isNull(mailRecipient.hiddenAt),
      ),
    );
  let written = 0;
  for (const row of due) {
    const rows = await db.transaction((tx) =>
      notify(tx, {
        kategori: "surat-masuk",
        type: "batas-waktu",
        mailId: row.mailId,
        perihal: row.perihal,
        pegawaiIds: [row.pegawaiId],
        fromPegawaiId: row.fromPegawaiId,
        dedupeKey: `batas-waktu:${row.recipientId}`,
      }),
    );
    written += rows.length;
  }
  return written;
}

/**
 * Runs the reminder now and then every `everyMs`; the returned function stops it, waiting for
 * a round in flight.
 */
export function startDeadlineReminders(
  db: Db,
  onError: (error: Error) => void,
  everyMs = 15 * 60_000,
): () => Promise<void> {
  return startRounds(() => remindDeadlines(db), { everyMs, onError });
}

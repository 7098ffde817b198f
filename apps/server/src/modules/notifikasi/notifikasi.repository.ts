import { perihalNotifikasi } from "@lontar/contracts/klasifikasi-keamanan";
import type { NotificationCounters, NotificationItem } from "@lontar/contracts/notification";
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { notification, outboxPush, pushSubscription } from "../../db/schema/notification";
import { pegawai } from "../../db/schema/org";
import { mail } from "../../db/schema/surat";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { visibleLetterSql } from "../../lib/letter-visibility";
import { offsetOf, type PageRequest } from "../../lib/pagination";

export type NotificationRow = typeof notification.$inferSelect;
export type NewNotification = Omit<typeof notification.$inferInsert, "id" | "userId">;
type KategoriSurat = NotificationItem["kategori_surat"];

/** The channel notifications fan out on (PostgreSQL LISTEN/NOTIFY). */
export const NOTIFY_CHANNEL = "lontar_notification";

/** The active logins of these employees (a person without a login cannot be notified). */
export async function loginsOf(db: DbOrTx, pegawaiIds: number[]): Promise<number[]> {
  if (pegawaiIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .where(and(inArray(pegawai.id, pegawaiIds), eq(users.status, "aktif")));
  return rows.map((r) => r.id);
}

export async function pegawaiName(db: DbOrTx, pegawaiId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: pegawai.name })
    .from(pegawai)
    .where(eq(pegawai.id, pegawaiId));
  return row?.name ?? null;
}

/** Inserts one row per user (a repeated dedupe key is skipped) and returns what was written. */
export async function insertNotifications(
  db: DbOrTx,
  userIds: number[],
  values: NewNotification,
): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  return db
    .insert(notification)
    .values(userIds.map((userId) => ({ ...values, id: newId(), userId })))
    .onConflictDoNothing()
    .returning();
}

/**
 * Queues one push per subscription of each notified user, in the notification's transaction.
 * `kategoriSurat` is the letter's: the people notified of a letter are the ones it concerns.
 */
export async function queuePushes(
  db: DbOrTx,
  rows: NotificationRow[],
  kategoriSurat: KategoriSurat = null,
): Promise<void> {
  if (rows.length === 0) return;
  const subs = await db
    .select({ id: pushSubscription.id, userId: pushSubscription.userId })
    .from(pushSubscription)
    .where(
      inArray(
        pushSubscription.userId,
        rows.map((r) => r.userId),
      ),
    );
  if (subs.length === 0) return;
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  await db.insert(outboxPush).values(
    subs.map((s) => ({
      id: newId(),
      subscriptionId: s.id,
      payload: toItem(byUser.get(s.userId) as NotificationRow, kategoriSurat),
    })),
  );
}

/**
 * Announces changes to the instances' live streams. NOTIFY is transactional: listeners hear it
 * only when (and if) the surrounding transaction commits.
 */
export async function announce(db: DbOrTx, messages: { u: number; id?: string }[]): Promise<void> {
  if (messages.length === 0) return;
  await db.execute(
    sql`select pg_notify(${NOTIFY_CHANNEL}, e::text) from jsonb_array_elements(${JSON.stringify(messages)}::jsonb) e`,
  );
}

/**
 * What a notice needs of its letter: its `kategori_surat`, to lead the notice there, and its
 * security class, which decides whether the notice may carry its subject. Null without one.
 */
export async function noticeLetterOf(
  db: DbOrTx,
  mailId: string | null,
): Promise<{ kategori: KategoriSurat; sifat: string } | null> {
  if (!mailId) return null;
  const [row] = await db
    .select({ kategori: mail.kategoriSurat, sifat: mail.sifatPengamanan })
    .from(mail)
    .where(eq(mail.id, mailId));
  return row ?? null;
}

/** A notification as the API shows it; `kategoriSurat` null when the letter is not to be opened. */
export function toItem(row: NotificationRow, kategoriSurat: KategoriSurat): NotificationItem {
  return {
    id: row.id,
    kategori: row.kategori,
    type: row.type,
    mail_id: row.mailId,
    perihal: row.perihal,
    pengirim: row.pengirim,
    penerima: row.penerima,
    tanggal: new Date(row.createdAt).toISOString(),
    is_read: row.readAt !== null,
    keterangan: row.keterangan,
    kategori_surat: kategoriSurat,
    berita_acara_id: row.beritaAcaraId,
  };
}

/** The letter a notification names, aliased `m` as `visibleLetterSql` reads it. */
const letter = alias(mail, "m");

/**
 * The user's notifications matching `where`, each with its letter's `kategori_surat` when the
 * user may still see that letter (DOMAIN.md "Letters"), else null: a withdrawn disposition or
 * a reviewer taken off the chain leads to the list, not to a letter that answers 404.
 */
function itemsOf(db: DbOrTx, auth: AuthUser, where: SQL | undefined) {
  return db
    .select({
      row: notification,
      kategoriSurat: sql<KategoriSurat>`case when ${visibleLetterSql(auth)} then m.kategori_surat end`,
      sifat: letter.sifatPengamanan,
    })
    .from(notification)
    .leftJoin(letter, eq(letter.id, notification.mailId))
    .where(and(eq(notification.userId, auth.userId), where))
    .orderBy(desc(notification.createdAt), desc(notification.id));
}

/**
 * The notification with its subject as its letter's security class lets it be read now: the
 * class may have been raised after the notice was written (a draft corrected).
 */
const readable = ({ row, sifat }: { row: NotificationRow; sifat: string | null }) =>
  sifat === null ? row : { ...row, perihal: perihalNotifikasi(sifat, row.perihal) };

/** One notification of the user, as the API shows it; null when it is not theirs. */
export async function findItem(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
): Promise<NotificationItem | null> {
  const [found] = await itemsOf(db, auth, eq(notification.id, id));
  return found ? toItem(readable(found), found.kategoriSurat) : null;
}

export async function listNotifications(db: DbOrTx, auth: AuthUser, page: PageRequest) {
  const [rows, [total]] = await Promise.all([
    itemsOf(db, auth, undefined).limit(page.per_page).offset(offsetOf(page)),
    db.select({ n: count() }).from(notification).where(eq(notification.userId, auth.userId)),
  ]);
  return { items: rows.map((r) => toItem(readable(r), r.kategoriSurat)), total: total?.n ?? 0 };
}

export async function countersOf(db: DbOrTx, userId: number): Promise<NotificationCounters> {
  const rows = await db
    .select({ kategori: notification.kategori, n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)))
    .groupBy(notification.kategori);
  const of = (k: string) => rows.find((r) => r.kategori === k)?.n ?? 0;
  return {
    persetujuan_count: of("persetujuan"),
    surat_masuk: of("surat-masuk"),
    konsep: of("konsep"),
    notifCount: rows.reduce((sum, r) => sum + r.n, 0),
  };
}

/** Marks unread notifications read: of one category, one notification, or all. Returns how many. */
export async function markRead(
  db: DbOrTx,
  userId: number,
  filter: { kategori?: NotificationRow["kategori"]; id?: string },
): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notification.userId, userId),
        isNull(notification.readAt),
        filter.kategori ? eq(notification.kategori, filter.kategori) : undefined,
        filter.id ? eq(notification.id, filter.id) : undefined,
      ),
    )
    .returning({ id: notification.id });
  return rows.length;
}

/** Removes the unread notifications of a letter for these people (a withdrawn disposition). */
export async function retractUnread(
  db: DbOrTx,
  mailId: string,
  userIds: number[],
  types: NotificationRow["type"][],
) {
  if (userIds.length === 0) return;
  await db
    .delete(notification)
    .where(
      and(
        eq(notification.mailId, mailId),
        inArray(notification.userId, userIds),
        inArray(notification.type, types),
        isNull(notification.readAt),
      ),
    );
}

/** Deletes the unread notifications about a Berita Acara. */
export async function retractBeritaAcara(db: DbOrTx, beritaAcaraId: string) {
  await db
    .delete(notification)
    .where(and(eq(notification.beritaAcaraId, beritaAcaraId), isNull(notification.readAt)));
}

import { perihalNotifikasi } from "@lontar/contracts/klasifikasi-keamanan";
import type { NotificationCounters, NotificationKategori } from "@lontar/contracts/notification";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../../lib/auth-user";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import * as repo from "./notifikasi.repository";

/** One event of DOMAIN.md "Notifications and counters" for the people it concerns. */
export type LetterEvent = {
  kategori: NotificationKategori;
  type: repo.NotificationRow["type"];
  mailId: string;
  perihal: string;
  /** The employees concerned; those without an active login are skipped. */
  pegawaiIds?: number[];
  /** Logins concerned directly (e.g. a letter's author). */
  userIds?: number[];
  /** Who caused it: named as the notification's pengirim. */
  fromPegawaiId?: number | null;
  /** The pengirim's name when it is not an employee (an outside sender). */
  pengirim?: string | null;
  penerima?: string | null;
  /** The note the event came with (a PERBAIKAN's note, a cancellation's reason). */
  keterangan?: string | null;
  /** Skips people who already have a notification with this key (scheduled reminders). */
  dedupeKey?: string;
};

/**
 * Writes the notifications of an event inside the caller's transaction, queues their Web Push
 * messages and announces them to the live streams (delivered on commit only).
 * Returns the rows written.
 */
export async function notify(tx: DbOrTx, event: LetterEvent) {
  const userIds = [
    ...new Set([
      ...(await repo.loginsOf(tx, [...new Set(event.pegawaiIds ?? [])])),
      ...(event.userIds ?? []),
    ]),
  ];
  if (userIds.length === 0) return [];
  const letter = await repo.noticeLetterOf(tx, event.mailId);
  const pengirim =
    event.pengirim ??
    (event.fromPegawaiId ? await repo.pegawaiName(tx, event.fromPegawaiId) : null);
  const rows = await repo.insertNotifications(tx, userIds, {
    kategori: event.kategori,
    type: event.type,
    mailId: event.mailId,
    // The one place a letter's subject enters notifications, Web Push and the live streams:
    // a class without perihalDiNotifikasi (Sangat Rahasia) gets a neutral text instead.
    perihal: perihalNotifikasi(letter?.sifat, event.perihal),
    pengirim,
    penerima: event.penerima ?? null,
    keterangan: event.keterangan ?? null,
    dedupeKey: event.dedupeKey ?? null,
  });
  await repo.queuePushes(tx, rows, letter?.kategori ?? null);
  await repo.announce(
    tx,
    rows.map((r) => ({ u: r.userId, id: r.id })),
  );
  return rows;
}

/**
 * Tells a user about their own account (kategori `keamanan`, no letter), inside the caller's
 * transaction; a repeated `dedupeKey` writes nothing. Returns whether a notice was written.
 */
export async function notifyAccount(
  tx: DbOrTx,
  userId: number,
  notice: { type: "login-gagal"; perihal: string; dedupeKey: string },
): Promise<boolean> {
  const rows = await repo.insertNotifications(tx, [userId], {
    kategori: "keamanan",
    type: notice.type,
    mailId: null,
    perihal: notice.perihal,
    pengirim: null,
    penerima: null,
    keterangan: null,
    dedupeKey: notice.dedupeKey,
  });
  await repo.queuePushes(tx, rows);
  await repo.announce(
    tx,
    rows.map((r) => ({ u: r.userId, id: r.id })),
  );
  return rows.length > 0;
}

/**
 * Asks the signer of a Berita Acara of the records (kategori `arsip`) to sign it, inside the
 * proposal's transaction; it leads to the Berita Acara. Names no letter, so no subject is masked.
 */
export async function notifyBeritaAcara(
  tx: DbOrTx,
  notice: {
    beritaAcaraId: string;
    signerPegawaiId: number;
    perihal: string;
    fromPegawaiId: number | null;
  },
) {
  const userIds = await repo.loginsOf(tx, [notice.signerPegawaiId]);
  const rows = await repo.insertNotifications(tx, userIds, {
    kategori: "arsip",
    type: "berita-acara",
    mailId: null,
    beritaAcaraId: notice.beritaAcaraId,
    perihal: notice.perihal,
    pengirim: notice.fromPegawaiId ? await repo.pegawaiName(tx, notice.fromPegawaiId) : null,
    penerima: null,
    keterangan: null,
  });
  await repo.queuePushes(tx, rows);
  await repo.announce(
    tx,
    rows.map((r) => ({ u: r.userId, id: r.id })),
  );
}

/** Removes the unread requests to sign a Berita Acara that was signed or withdrawn. */
export const retractBeritaAcara = (tx: DbOrTx, beritaAcaraId: string) =>
  repo.retractBeritaAcara(tx, beritaAcaraId);

/** Removes the unread notifications a withdrawn disposition gave its targets. */
export async function retractDisposition(tx: DbOrTx, mailId: string, targetPegawaiIds: number[]) {
  await repo.retractUnread(tx, mailId, await repo.loginsOf(tx, targetPegawaiIds), [
    "disposisi",
    "teruskan",
  ]);
}

/**
 * `GET egs/notification`: the user's notifications, newest first, each naming the kind of its
 * letter while the user may still see it (so that it opens the letter, else its list).
 */
export async function listNotifications(db: DbOrTx, auth: AuthUser, page: PageRequest) {
  const { items, total } = await repo.listNotifications(db, auth, page);
  return { items, meta: pageMeta(page, total, items.length) };
}

export const counters = (db: DbOrTx, userId: number): Promise<NotificationCounters> =>
  repo.countersOf(db, userId);

/**
 * Marks notifications read (a category whose list was opened, one notification, or all) and
 * tells the user's other tabs their counters changed. Returns the new counters.
 */
export async function markRead(
  db: DbOrTx,
  userId: number,
  filter: { kategori?: NotificationKategori; id?: string },
): Promise<NotificationCounters> {
  const changed = await repo.markRead(db, userId, filter);
  if (changed > 0) await repo.announce(db, [{ u: userId }]);
  return repo.countersOf(db, userId);
}

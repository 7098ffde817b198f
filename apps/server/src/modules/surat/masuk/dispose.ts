import {
  type DispositionRequest,
  type HistoryItem,
  INCOMING_MESSAGES,
} from "@lontar/contracts/incoming";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { mailRecipient } from "../../../db/schema/surat-penerima";
import { conflict, forbidden, notFound, validationFailed } from "../../../lib/app-error";
import { writeAudit } from "../../../lib/audit";
import type { AuthUser } from "../../../lib/auth-user";
import { fileLetter } from "../../berkas/pemberkasan";
import { notify, retractDisposition } from "../../notifikasi/notifikasi.service";
import { resolveNips } from "../addressees";
import { visibleLetter } from "../surat.access";
import {
  hasForwarded,
  insertRecipients,
  lockLetter,
  type MailRow,
  myRecipientRows,
} from "../surat.repository";
import { disposeRefusal, sudahBelum } from "../surat.rules";
import * as repo from "./masuk.repository";

/** Why the user may not dispose or forward the letter now, or null when they may. */
export async function disposeRefusalOf(db: DbOrTx, auth: AuthUser, letter: MailRow) {
  // One after the other: inside a transaction both would share one connection.
  const rows = await myRecipientRows(db, letter.id, auth.pegawaiId);
  const forwarded = await hasForwarded(db, letter.id, auth.pegawaiId);
  return disposeRefusal(letter, auth, { isRecipient: rows.length > 0, hasForwarded: forwarded });
}

/** Whether the author already has this very disposition (same kind, words and targets) active. */
async function sentBefore(
  tx: DbOrTx,
  auth: AuthUser,
  id: string,
  body: Required<DispositionRequest> & { action: Required<DispositionRequest["action"]> },
  targets: number[],
) {
  const { is_disposisi, text, keterangan, is_private, batas_waktu } = body.action;
  const wanted = [...new Set(targets.filter((p) => p !== auth.pegawaiId))].sort().join(",");
  return (await repo.activeDispositionsBy(tx, id, auth.pegawaiId)).some(
    (d) =>
      d.isDisposisi === is_disposisi &&
      d.keterangan === keterangan &&
      JSON.stringify(d.instructions) === JSON.stringify(is_disposisi ? text : []) &&
      d.isPrivate === (is_disposisi && is_private) &&
      (d.batasWaktu ?? null) === (is_disposisi ? (batas_waktu ?? null) : null) &&
      [...new Set(d.targets)].sort().join(",") === wanted,
  );
}

/**
 * `POST egs/mail-disposisi/{id}`: a recipient disposes (instructions, note, Terbuka/Tertutup,
 * deadline) or forwards the letter to employees of their own work unit; each target gets a
 * recipient row, so the chain is a tree.
 * @throws NOT_FOUND (404) for a letter the user may not see; FORBIDDEN (403) when the user may
 * not dispose it; VALIDATION_FAILED (422) for targets outside the unit or none; CONFLICT (409)
 * for the same disposition twice.
 */
export async function dispose(
  db: Db,
  auth: AuthUser,
  id: string,
  body: Required<DispositionRequest> & { action: Required<DispositionRequest["action"]> },
) {
  const letter = await visibleLetter(db, auth, id);
  const refusal = await disposeRefusalOf(db, auth, letter);
  if (refusal) throw forbidden(refusal);
  if (body.user.length + body.plt.length === 0)
    throw validationFailed({ user: [INCOMING_MESSAGES.noTargets] });
  return db.transaction(async (tx) => {
    // Two submissions at once (a double click, two tabs) queue here; the second then sees
    // the first one's rows and is refused below instead of delivering everything twice.
    await lockLetter(tx, id);
    const late = await disposeRefusalOf(tx, auth, letter);
    if (late) throw forbidden(late);
    const users = await resolveNips(tx, "user", body.user);
    const plt = await resolveNips(tx, "plt", body.plt, true);
    const inUnit = await repo.pegawaiInUnit(tx, [...users, ...plt], auth.satuanKerjaId);
    if ([...users, ...plt].some((p) => !inUnit.includes(p)))
      throw validationFailed({ user: [INCOMING_MESSAGES.outsideUnit] });
    const isDisposisi = body.action.is_disposisi;
    const others = { users: users.filter((p) => p !== auth.pegawaiId), plt };
    if (isDisposisi && (await repo.targetsNotBelow(tx, auth.pegawaiId, others)).length > 0)
      throw validationFailed({ user: [INCOMING_MESSAGES.notSubordinate] });
    if (await sentBefore(tx, auth, id, body, [...users, ...plt]))
      throw conflict(INCOMING_MESSAGES.alreadyDisposed);
    const dispositionId = await repo.insertDisposition(tx, {
      mailId: id,
      fromUserId: auth.userId,
      fromPegawaiId: auth.pegawaiId,
      isDisposisi,
      instructions: isDisposisi ? body.action.text : [],
      keterangan: body.action.keterangan,
      isPrivate: isDisposisi ? body.action.is_private : false,
      batasWaktu: isDisposisi ? body.action.batas_waktu : null,
    });
    const role = isDisposisi ? ("disposisi" as const) : ("teruskan" as const);
    const targets = users.filter((p) => p !== auth.pegawaiId);
    await insertRecipients(tx, letter.kategoriSurat, [
      ...targets.map((pegawaiId) => ({ mailId: id, pegawaiId, role, dispositionId })),
      ...plt.map((pegawaiId) => ({ mailId: id, pegawaiId, role, dispositionId, isPlt: true })),
    ]);
    await notify(tx, {
      kategori: "surat-masuk",
      type: role,
      mailId: id,
      perihal: letter.perihal,
      pegawaiIds: [...targets, ...plt],
      fromPegawaiId: auth.pegawaiId,
    });
    await repo.markDisposed(tx, id, auth.pegawaiId);
    return { id: dispositionId };
  });
}

const jakartaIso = (at: Date | string) => new Date(at).toISOString();

/** `GET egs/mail-disposisi/{id}`: Riwayat Tindakan, private entries hidden from others. */
export async function history(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
): Promise<{ user: HistoryItem[]; plt: HistoryItem[] }> {
  await visibleLetter(db, auth, id);
  const entries = await repo.dispositionsOf(db, id);
  const targets = await repo.targetsOf(
    db,
    entries.map((e) => e.id),
  );
  const items = entries.map((e): HistoryItem => {
    const mine = targets.filter((t) => t.dispositionId === e.id);
    const visible =
      !e.isPrivate ||
      e.fromPegawaiId === auth.pegawaiId ||
      mine.some((t) => t.pegawaiId === auth.pegawaiId);
    return {
      id: e.id,
      photo_url: e.photoUrl,
      data_pegawai: { peg_nama: e.nama, jabatan_nama: e.jabatan },
      kepada: mine.map((t) => ({
        peg_nama: t.nama,
        jabatan_nama: t.jabatan,
        is_plt: t.isPlt,
        status_baca: sudahBelum(t.readAt),
        selesai: t.selesaiAt ? { at: jakartaIso(t.selesaiAt), note: t.selesaiNote ?? "" } : null,
        is_me: t.pegawaiId === auth.pegawaiId,
      })),
      action: {
        dari: e.nama,
        is_disposisi: e.isDisposisi,
        text: visible ? e.instructions : [],
        keterangan: visible ? e.keterangan : "",
        is_private: e.isPrivate,
        visible,
        batas_waktu: e.batasWaktu,
        created_at: jakartaIso(e.createdAt),
        withdrawn_at: e.withdrawnAt ? jakartaIso(e.withdrawnAt) : null,
      },
      can_finish:
        !e.withdrawnAt && mine.some((t) => t.pegawaiId === auth.pegawaiId && !t.selesaiAt),
      can_withdraw:
        e.fromPegawaiId === auth.pegawaiId && !e.withdrawnAt && mine.every((t) => !t.readAt),
    };
  });
  return { user: items, plt: [] };
}

/** The author withdraws a disposition none of whose targets has read it yet. */
export async function withdraw(db: Db, auth: AuthUser, id: string, dispositionId: number) {
  await visibleLetter(db, auth, id);
  return db.transaction(async (tx) => {
    const entry = await repo.findDisposition(tx, dispositionId);
    if (
      !entry ||
      entry.mailId !== id ||
      entry.fromPegawaiId !== auth.pegawaiId ||
      entry.withdrawnAt
    )
      throw notFound("Disposisi tidak ditemukan");
    const targets = await repo.targetsOf(tx, [dispositionId]);
    if (targets.some((t) => t.readAt))
      throw validationFailed({ disposisi: [INCOMING_MESSAGES.cannotWithdraw] });
    await repo.deleteTargets(tx, dispositionId);
    await retractDisposition(
      tx,
      id,
      targets.map((t) => t.pegawaiId),
    );
    await repo.markWithdrawn(tx, dispositionId);
    await writeAudit(tx, {
      userId: auth.userId,
      action: "disposition_withdrawn",
      target: { type: "disposisi", id: dispositionId },
      detail: { mail_id: id },
    });
    return { id: dispositionId, withdrawn: true };
  });
}

/** A target marks what reached them through a disposition as followed up, with a note. */
export async function markDone(db: DbOrTx, auth: AuthUser, id: string, keterangan: string) {
  const letter = await visibleLetter(db, auth, id);
  const rows = await db
    .select({ id: mailRecipient.id })
    .from(mailRecipient)
    .where(
      and(
        eq(mailRecipient.mailId, id),
        eq(mailRecipient.pegawaiId, auth.pegawaiId),
        inArray(mailRecipient.role, ["disposisi", "teruskan"]),
        isNull(mailRecipient.selesaiAt),
      ),
    );
  if (rows.length === 0)
    throw validationFailed({ keterangan: ["Tidak ada disposisi untuk anda pada surat ini"] });
  await db.transaction(async (tx) => {
    await tx
      .update(mailRecipient)
      .set({ selesaiAt: new Date(), selesaiNote: keterangan })
      .where(
        inArray(
          mailRecipient.id,
          rows.map((r) => r.id),
        ),
      );
    // A registered letter followed up is a record of the unit that registered it.
    if (letter.kategoriSurat === "external") await fileLetter(tx, id, auth.userId);
  });
  return { id, selesai: true };
}

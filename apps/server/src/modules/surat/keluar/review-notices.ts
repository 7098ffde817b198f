import type { DbOrTx } from "../../../db/client";
import type { AuthUser } from "../../../lib/auth-user";
import { notify } from "../../notifikasi/notifikasi.service";
import type { MailRow } from "../surat.repository";
import type { ReviewAction, Reviewer } from "../surat.rules";

/** Where a review action left the letter (`transition`'s answer). */
type Outcome = { status: "pemeriksa" | "perbaikan" | "batal" | "terkirim"; orderNow: number };

/** The letter's writer, unless they acted themselves (nobody is told of their own act). */
const writerOf = (auth: AuthUser, letter: MailRow) =>
  letter.createdBy === auth.userId ? [] : [letter.createdBy];

/**
 * Tells whoever a review action concerns, with the note it came with: the next reviewer
 * (LANJUTKAN), the previous one (PERBAIKAN between reviewers), the writer (PERBAIKAN from the
 * first reviewer, into their Konsep; BATALKAN, with the reason). SETUJU is told once the letter
 * is sent (`notifyWriterSent`).
 */
export async function notifyReviewAction(
  tx: DbOrTx,
  auth: AuthUser,
  letter: MailRow,
  review: { action: ReviewAction; keterangan: string; next: Outcome; reviewers: Reviewer[] },
) {
  const { action, keterangan, next, reviewers } = review;
  const base = { mailId: letter.id, perihal: letter.perihal, fromPegawaiId: auth.pegawaiId };
  if (next.status === "pemeriksa") {
    const holder = reviewers.find((r) => r.urutan === next.orderNow);
    if (holder)
      await notify(tx, {
        ...base,
        kategori: "persetujuan",
        ...(action === "perbaikan"
          ? { type: "perbaikan", keterangan }
          : { type: "pemeriksaan", keterangan: null }),
        pegawaiIds: [holder.pegawaiId],
      });
  } else if (next.status === "perbaikan") {
    await notify(tx, {
      ...base,
      kategori: "konsep",
      type: "perbaikan",
      keterangan,
      userIds: writerOf(auth, letter),
    });
  } else if (next.status === "batal") {
    await notify(tx, {
      ...base,
      kategori: "surat-keluar",
      type: "batal",
      keterangan,
      userIds: writerOf(auth, letter),
    });
  }
}

/** Tells the writer their letter was approved, signed and sent: 'Surat anda telah disetujui dan dikirim'. */
export async function notifyWriterSent(tx: DbOrTx, auth: AuthUser, letter: MailRow) {
  await notify(tx, {
    kategori: "surat-keluar",
    type: "terkirim",
    mailId: letter.id,
    perihal: letter.perihal,
    fromPegawaiId: auth.pegawaiId,
    userIds: writerOf(auth, letter),
  });
}

import { randomInt } from "node:crypto";
import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";

/**
 * Every rule of a letter's life (DOMAIN.md) as plain functions, no I/O: who may edit, act, sign
 * and dispose, where a review action leads, and how a number is written. The detail's `can`
 * flags and the commands' guards call these same functions, so a button shows exactly when its
 * call is allowed.
 */

/** What the rules read of a letter (a `mail` row has all of it). */
export type LetterFacts = {
  statusSurat: string;
  orderNow: number;
  createdBy: number;
  kategoriSurat: string;
  satuanKerjaId: number;
  typeTandaTangan: string;
  enableDs: boolean;
  signedDocumentId: string | null;
  /** How many of the last reviewers sign (1 unless a joint letter). */
  jumlahPenandatangan: number;
};
/** What the rules read of the user (an `AuthUser` has all of it). */
export type Actor = { userId: number; pegawaiId: number; userLevel: number; satuanKerjaId: number };
export type Reviewer = { urutan: number; pegawaiId: number };

/** The reviewer whose turn it is: the one at `orderNow`, while the letter is with reviewers. */
export function reviewerAtWork<R extends Reviewer>(
  letter: Pick<LetterFacts, "statusSurat" | "orderNow">,
  reviewers: R[],
): R | undefined {
  if (letter.statusSurat !== "pemeriksa") return undefined;
  return reviewers.find((r) => r.urutan === letter.orderNow);
}

/** Only the reviewer at work acts on a letter (LANJUTKAN, SETUJU, PERBAIKAN, BATALKAN). */
export const mayAct = (
  letter: Pick<LetterFacts, "statusSurat" | "orderNow">,
  reviewers: Reviewer[],
  actor: Pick<Actor, "pegawaiId">,
) => reviewerAtWork(letter, reviewers)?.pegawaiId === actor.pegawaiId;

/** The reviewer at work is the signer when they are the last of the chain (SETUJU). */
export const maySign = (
  letter: Pick<LetterFacts, "statusSurat" | "orderNow" | "jumlahPenandatangan">,
  reviewers: Reviewer[],
  actor: Pick<Actor, "pegawaiId">,
) =>
  mayAct(letter, reviewers, actor) &&
  letter.orderNow >=
    firstSignerOrder({ reviewers: reviewers.length, signers: letter.jumlahPenandatangan });

/**
 * SETUJU signs with the signer's key here: digital signing on, and not signed yet (a joint
 * letter's next signers add their signatures to the signed document).
 */
export const signsDigitally = (
  letter: Pick<
    LetterFacts,
    "typeTandaTangan" | "enableDs" | "signedDocumentId" | "jumlahPenandatangan"
  >,
) =>
  letter.typeTandaTangan === "digital" &&
  letter.enableDs &&
  (!letter.signedDocumentId || letter.jumlahPenandatangan > 1);

/** The signer types their passphrase when SETUJU signs here. */
export const needsPassphrase = (letter: LetterFacts, reviewers: Reviewer[], actor: Actor) =>
  maySign(letter, reviewers, actor) && signsDigitally(letter);

/** The signer uploads the PDF they signed elsewhere (external signing) with SETUJU. */
export const needsSignedFile = (letter: LetterFacts, reviewers: Reviewer[], actor: Actor) =>
  maySign(letter, reviewers, actor) && letter.typeTandaTangan === "eksternal";

/**
 * Who may save the letter now: its author while it is theirs (draft, sent back), or the
 * reviewer at work (who may correct it before passing it on); null for anybody else.
 */
export function editRole(letter: LetterFacts, reviewers: Reviewer[], actor: Actor) {
  if (letter.createdBy === actor.userId && ["draft", "perbaikan"].includes(letter.statusSurat))
    return "author" as const;
  // Once a joint letter's first signer has signed, its content is fixed.
  if (mayAct(letter, reviewers, actor) && !letter.signedDocumentId) return "reviewer" as const;
  return null;
}

/** Only the secretariat registers letters from outside (Buat Surat Masuk). */
export const mayRegister = (actor: Pick<Actor, "userLevel">) =>
  actor.userLevel === USER_LEVEL.sekretariat;

/** The secretariat of the letter's own work unit may correct its number and date. */
export const mayEditNumber = (letter: Pick<LetterFacts, "satuanKerjaId">, actor: Actor) =>
  mayRegister(actor) && actor.satuanKerjaId === letter.satuanKerjaId;

/**
 * A letter signed electronically (here or elsewhere) carries its number and date inside the
 * signed document: they cannot change without the signature no longer matching what it shows.
 */
export const numberSealed = (letter: {
  signedDocumentId: string | null;
  externalSignedFileId: string | null;
}) => letter.signedDocumentId !== null || letter.externalSignedFileId !== null;

/**
 * Why the user may not dispose or forward a letter, or null when they may: only a recipient
 * (of the letter or of a disposition) does, never the secretariat that registered an external
 * letter, and nobody twice after forwarding it.
 */
export function disposeRefusal(
  letter: Pick<LetterFacts, "kategoriSurat" | "createdBy">,
  actor: Actor,
  facts: { isRecipient: boolean; hasForwarded: boolean },
): string | null {
  if (!facts.isRecipient) return INCOMING_MESSAGES.notRecipient;
  if (
    letter.kategoriSurat === "external" &&
    (actor.userLevel === USER_LEVEL.sekretariat || letter.createdBy === actor.userId)
  )
    return INCOMING_MESSAGES.notForSecretariat;
  if (facts.hasForwarded) return INCOMING_MESSAGES.alreadyForwarded;
  return null;
}

/** Where a review action leads from the reviewer at work (DOMAIN.md "Lifecycle"). */
/** `signers`: how many of the last reviewers sign (1 unless a joint letter). */
export type ReviewState = { status: string; orderNow: number; reviewers: number; signers?: number };
export type ReviewAction = "setuju" | "lanjutkan" | "perbaikan" | "batalkan";

export type Transition =
  | {
      ok: true;
      status: "pemeriksa" | "perbaikan" | "batal" | "terkirim";
      orderNow: number;
      /** SETUJU by a signer who is not the last: the letter is signed and goes to the next. */
      signed?: true;
    }
  | { ok: false; field: string; message: string };

/** The place in the chain of the first signer (the last reviewer when one signs). */
export const firstSignerOrder = (state: Pick<ReviewState, "reviewers" | "signers">) =>
  state.reviewers - Math.max(1, state.signers ?? 1) + 1;

/** How many of a letter's signers have signed (the detail's "ditandatangani 1 dari 2"). */
export function signedCount(
  letter: { statusSurat: string; orderNow: number; jumlahPenandatangan: number },
  reviewers: number,
): number {
  if (letter.statusSurat === "terkirim") return letter.jumlahPenandatangan;
  if (letter.statusSurat !== "pemeriksa" && letter.statusSurat !== "batal") return 0;
  const first = firstSignerOrder({ reviewers, signers: letter.jumlahPenandatangan });
  return Math.max(0, letter.orderNow - first);
}

/**
 * One step of the review chain. Reviewers before the signers pass the letter on (LANJUTKAN);
 * each signer signs (SETUJU), the last one sends it. Once the first signer has signed, its
 * content is fixed: the next signers may only sign or cancel, never send it back.
 */
export function transition(
  state: ReviewState,
  action: ReviewAction,
  keterangan: string,
): Transition {
  const last = state.orderNow === state.reviewers;
  const firstSigner = firstSignerOrder(state);
  const signs = state.orderNow >= firstSigner;
  const several = firstSigner < state.reviewers;
  switch (action) {
    case "setuju":
      if (last) return { ok: true, status: "terkirim", orderNow: state.orderNow };
      return signs
        ? { ok: true, status: "pemeriksa", orderNow: state.orderNow + 1, signed: true }
        : {
            ok: false,
            field: "text",
            message: several
              ? "Hanya penandatangan yang dapat menyetujui (SETUJU)"
              : "Hanya pemeriksa terakhir yang dapat menyetujui (SETUJU)",
          };
    case "lanjutkan":
      if (!signs) return { ok: true, status: "pemeriksa", orderNow: state.orderNow + 1 };
      return {
        ok: false,
        field: "text",
        message: several
          ? MAIL_MESSAGES.signerSetuju
          : "Pemeriksa terakhir menyetujui surat (SETUJU)",
      };
    case "perbaikan":
      if (state.orderNow > firstSigner)
        return { ok: false, field: "text", message: MAIL_MESSAGES.signedNoRevision };
      return state.orderNow <= 1
        ? { ok: true, status: "perbaikan", orderNow: 0 }
        : { ok: true, status: "pemeriksa", orderNow: state.orderNow - 1 };
    case "batalkan":
      return keterangan.trim()
        ? { ok: true, status: "batal", orderNow: state.orderNow }
        : { ok: false, field: "keterangan", message: MAIL_MESSAGES.reasonRequired };
  }
}

/** The approval payload's words for an action (spec 01 §4). */
export function actionOf(body: {
  text: string;
  is_accepted: boolean;
  back_to_previous_level: boolean;
}): ReviewAction {
  if (body.text === "setuju" || body.text === "lanjutkan") return body.text;
  return body.back_to_previous_level || body.text === "perbaikan" ? "perbaikan" : "batalkan";
}

/** Resi: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const RESI_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newResi(): string {
  return Array.from({ length: 10 }, () => RESI_ALPHABET[randomInt(RESI_ALPHABET.length)]).join("");
}

export const sudahBelum = (at: Date | null | undefined) =>
  (at ? "Sudah" : "Belum") as "Sudah" | "Belum";

type Signed = { signerNama: string | null; signerJabatan: string | null };

/** Who a signed letter is from, as an office names it: 'Name, Position' (null before signing). */
export const signerLine = (letter: Signed) =>
  letter.signerNama ? [letter.signerNama, letter.signerJabatan].filter(Boolean).join(", ") : null;

/** The inbox's 'Dari' of a signed internal letter: the signing position, else the signer. */
export const signerOffice = (letter: Signed) => letter.signerJabatan ?? letter.signerNama;

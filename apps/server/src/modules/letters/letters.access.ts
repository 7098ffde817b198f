import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../auth/auth.service";
import {
  findMail,
  isReviewerOrRecipient,
  lettersUsingFile,
  type MailRow,
} from "./letters.repository";

export const LETTER_NOT_FOUND = "Surat tidak ditemukan";

/**
 * DOMAIN.md "Letters": the author, the reviewers, every recipient (any role) and — unless
 * the letter is Rahasia — the secretariat (level 8) of the letter's work unit. Level 1
 * grants nothing here.
 */
export async function canSeeLetter(db: DbOrTx, auth: AuthUser, letter: MailRow) {
  if (letter.createdBy === auth.userId) return true;
  if (
    auth.userLevel === USER_LEVEL.sekretariat &&
    auth.satuanKerjaId === letter.satuanKerjaId &&
    letter.sifatPengamanan !== "Rahasia"
  ) {
    return true;
  }
  return isReviewerOrRecipient(db, letter.id, auth.pegawaiId);
}

/** The letter, when the user may see it; otherwise 404, exactly as for a missing one. */
export async function visibleLetter(db: DbOrTx, auth: AuthUser, id: string): Promise<MailRow> {
  const letter = await findMail(db, id);
  if (!letter || !(await canSeeLetter(db, auth, letter))) throw notFound(LETTER_NOT_FOUND);
  return letter;
}

/** A letter's attachment or softcopy original: readable by whoever may see one of its letters. */
export async function canReadLetterFile(db: DbOrTx, auth: AuthUser, fileId: string) {
  for (const id of await lettersUsingFile(db, fileId)) {
    const letter = await findMail(db, id);
    if (letter && (await canSeeLetter(db, auth, letter))) return true;
  }
  return false;
}

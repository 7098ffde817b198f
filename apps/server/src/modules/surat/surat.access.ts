import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { mail } from "../../db/schema/surat";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { visibleLetterSql } from "../../lib/letter-visibility";
import { findMail, lettersUsingFile, type MailRow } from "./surat.repository";

export { visibleLetterSql } from "../../lib/letter-visibility";

export const LETTER_NOT_FOUND = "Surat tidak ditemukan";

/** Whether the user may see the letter (`visibleLetterSql`). */
export async function canSeeLetter(db: DbOrTx, auth: AuthUser, letter: MailRow) {
  if (letter.createdBy === auth.userId) return true;
  const result = await db.execute(
    sql`select 1 as ok from mail m where m.id = ${letter.id} and ${visibleLetterSql(auth)} limit 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * The letter, when the user may see it; otherwise 404, exactly as for a missing one. One
 * statement: the letter read under the visibility condition (every letter request starts here).
 */
export async function visibleLetter(db: DbOrTx, auth: AuthUser, id: string): Promise<MailRow> {
  const m = alias(mail, "m");
  const [letter] = await db
    .select()
    .from(m)
    .where(and(eq(m.id, id), visibleLetterSql(auth)));
  if (!letter) throw notFound(LETTER_NOT_FOUND);
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

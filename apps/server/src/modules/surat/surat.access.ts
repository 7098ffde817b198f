import { USER_LEVEL } from "@lontar/contracts/user";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared-together";
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
 * The letter as `visibleLetterSelect` reads it, under the name the visibility condition gives
 * it (`m`): the fields read beside it refer to its columns.
 */
export const letterRead = alias(mail, "m");

/** Who reads a letter, as the visibility condition needs them. */
export type LetterReader = { id: string; userId: number; pegawaiId: number; satuanKerjaId: number };

/**
 * The letter under the visibility condition (`visibleLetterSql`), with `fields` read beside it
 * in the same statement (the detail's parts). The condition of the secretariat has one more
 * branch, so each kind of user has a statement of its own.
 */
export function visibleLetterSelect(
  db: DbOrTx,
  p: LetterReader,
  secretariat: boolean,
  fields: Record<string, SQL> = {},
) {
  const m = letterRead;
  const viewer = { ...p, userLevel: secretariat ? USER_LEVEL.sekretariat : USER_LEVEL.pegawai };
  return db
    .select({ ...getTableColumns(m), ...fields })
    .from(m)
    .where(and(eq(m.id, p.id), visibleLetterSql(viewer)));
}

/** Whether the reader reads letters as the secretariat (the statement to take). */
export const readsAsSecretariat = (auth: AuthUser) => auth.userLevel === USER_LEVEL.sekretariat;

/** The letter under the visibility condition, prepared once per kind of user: every letter request starts here. */
const visibleStatement = (secretariat: boolean) =>
  prepared(secretariat ? "surat_visible_sekretariat" : "surat_visible", (db, p: LetterReader) =>
    visibleLetterSelect(db, p, secretariat),
  );
const visibleToSecretariat = visibleStatement(true);
const visibleToOthers = visibleStatement(false);

/**
 * The letter, when the user may see it; otherwise 404, exactly as for a missing one. One
 * statement: the letter read under the visibility condition (`visibleLetterSql`).
 */
export async function visibleLetter(db: DbOrTx, auth: AuthUser, id: string): Promise<MailRow> {
  const read = readsAsSecretariat(auth) ? visibleToSecretariat : visibleToOthers;
  const [letter] = await read(db, {
    id,
    userId: auth.userId,
    pegawaiId: auth.pegawaiId,
    satuanKerjaId: auth.satuanKerjaId,
  });
  if (!letter) throw notFound(LETTER_NOT_FOUND);
  return letter as MailRow;
}

/** A letter's attachment or softcopy original: readable by whoever may see one of its letters. */
export async function canReadLetterFile(db: DbOrTx, auth: AuthUser, fileId: string) {
  for (const id of await lettersUsingFile(db, fileId)) {
    const letter = await findMail(db, id);
    if (letter && (await canSeeLetter(db, auth, letter))) return true;
  }
  return false;
}

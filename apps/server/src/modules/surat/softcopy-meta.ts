import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { mySpecimens } from "../esign/esign.specimen";
import { findUserIdsOfPegawai } from "./addressees.repository";
import { canSeeLetter, LETTER_NOT_FOUND } from "./surat.access";
import { findMail, reviewersOf } from "./surat.repository";

/**
 * `GET egs/mail/pdf/meta/{initId}`: the specimens the softcopy letter's signer may place. An
 * id no letter has yet is the editor's new letter: the writer's own specimens; an existing letter
 * gives its signer's (the last reviewer's), or the writer's own while it names no reviewer.
 * @throws NOT_FOUND (404) for a letter the user may not see, as on every letter endpoint.
 */
export async function softcopySpecimens(db: DbOrTx, auth: AuthUser, initId: string) {
  const parsed = z.uuid().safeParse(initId);
  const letter = parsed.success ? await findMail(db, parsed.data) : null;
  if (!letter) return mySpecimens(db, [auth.userId]);
  if (!(await canSeeLetter(db, auth, letter))) throw notFound(LETTER_NOT_FOUND);
  const signer = (await reviewersOf(db, letter.id)).at(-1);
  return mySpecimens(db, signer ? await findUserIdsOfPegawai(db, signer.pegawaiId) : [auth.userId]);
}

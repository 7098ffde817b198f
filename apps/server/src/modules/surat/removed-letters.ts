import { type SQL, sql } from "drizzle-orm";

/**
 * Not among the letters the user removed from their lists (`mail_hidden`). Those are read once
 * per statement into a hashed set (`not in`; neither column is ever null), not looked up in
 * `mail_hidden`'s index letter by letter: at 10,000,000 letters a busy inbox month holds some
 * 1,900 entries, and those look-ups were 3,800 page reads; an author's Telusuri month at
 * 1,000,000 letters, 222 of its 667.
 */
export const notRemoved = (mailId: SQL, userId: number) =>
  sql`${mailId} not in (select h.mail_id from mail_hidden h where h.user_id = ${userId})`;

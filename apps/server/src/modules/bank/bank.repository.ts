import { BANK_PAGE_SIZES, type BankFilter, type BankKind } from "@lontar/contracts/bank";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared-together";
import { rowsOf } from "../../db/rows";
import type { AuthUser } from "../../lib/auth-user";
import {
  type BankCursor,
  type BankRow,
  type BankValues,
  bankSelect,
  bankValues,
} from "./bank.query";

export type { BankCursor, BankRow } from "./bank.query";

/** The statement of a bank page, not yet prepared: for the tests of its plan. */
export const bankPageSelect = (
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  f: BankFilter,
  page: { offset: number; limit: number },
) => bankSelect(db, kind, bankValues(auth, f), page);

/** A bank's statements are named after it: `bank_keluar`, `bank_masuk_internal`, … */
const statementName = (kind: BankKind) => `bank_${kind.replace("-", "_")}`;

type PageValues = BankValues & { limit: number; offset: number };
const parameterPage = (kind: BankKind) =>
  prepared(statementName(kind), (db, v: PageValues) => bankSelect(db, kind, v, v));

/** A page of each bank with its total, its window as parameters, once per shape of filter. */
const PARAMETER_PAGES = {
  keluar: parameterPage("keluar"),
  "masuk-internal": parameterPage("masuk-internal"),
  masuk: parameterPage("masuk"),
} satisfies Record<BankKind, unknown>;

/**
 * The first pages of each size, their limit and offset written into the statement. PostgreSQL
 * cannot cost a kept (generic) plan for a limit and offset given as parameters (it assumes a
 * tenth of the rows), so once the total came from the day counts it planned such a page anew
 * at every call: 6.5 ms a call at ten million letters, 3.7 of them planning; written out,
 * 1.4 ms once the plan is kept (from the sixth call). The pages past these, rarely asked, keep
 * the parameters.
 */
const LITERAL_PAGES = 10;
const literalPages = new Map<string, BankPageRead>();

type BankPageRead = (db: DbOrTx, v: BankValues) => Promise<unknown[]>;

/** The read of one page, prepared with its window as literals when it is one of the first. */
function pageRead(kind: BankKind, page: { offset: number; limit: number }): BankPageRead {
  const { offset, limit } = page;
  const first =
    (BANK_PAGE_SIZES as readonly number[]).includes(limit) &&
    Number.isSafeInteger(offset) &&
    offset >= 0 &&
    offset < LITERAL_PAGES * limit &&
    offset % limit === 0;
  if (!first) return (db, v) => PARAMETER_PAGES[kind](db, { ...v, ...page });
  const name = `${statementName(kind)}_${limit}_${offset}`;
  let read = literalPages.get(name);
  if (!read) {
    const window = { limit: sql.raw(String(limit)), offset: sql.raw(String(offset)) };
    read = prepared(name, (db, v: BankValues) => bankSelect(db, kind, v, window));
    literalPages.set(name, read);
  }
  return read;
}

export type BankPageRow = BankRow & { total: number };

/**
 * Letters of a bank, newest first (those `visibleLetterSql` lets the secretariat see): one
 * page by offset for the lists, with the bank's total.
 */
export async function bankPage(
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  f: BankFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: BankRow[]; total: number }> {
  const values = bankValues(auth, f);
  const rows = (await pageRead(kind, page)(db, values)) as BankPageRow[];
  if (rows[0]) return { rows, total: Number(rows[0].total) };
  // A page past the end has no row to carry the total.
  const first = (await pageRead(kind, { offset: 0, limit: page.limit })(db, values))[0] as
    | BankPageRow
    | undefined;
  return { rows, total: Number(first?.total ?? 0) };
}

/** The rows after a cursor (keyset on the list's order), for exports of any length. */
export async function bankRowsAfter(
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  f: BankFilter,
  after: BankCursor | null,
  limit: number,
): Promise<BankRow[]> {
  const rows = await bankSelect(db, kind, bankValues(auth, f), { limit, after });
  return rows as unknown as BankRow[];
}

/** Names used in the export's filter line. */
export async function jenisNaskahName(db: DbOrTx, id: number) {
  const [row] = rowsOf<{ nama: string }>(
    await db.execute(sql`select nama from jenis_naskah where id = ${id}`),
  );
  return row?.nama ?? null;
}

import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { arsip, jenisArsip } from "../../db/schema";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";

export type JenisArsipRow = typeof jenisArsip.$inferSelect;

export interface JenisArsipFilter {
  q?: string;
  satuanKerjaId?: number;
}

const whereOf = ({ q, satuanKerjaId }: JenisArsipFilter): SQL | undefined =>
  and(
    satuanKerjaId === undefined ? undefined : eq(jenisArsip.satuanKerjaId, satuanKerjaId),
    q
      ? or(ilike(jenisArsip.kode, likePattern(q)), ilike(jenisArsip.nama, likePattern(q)))
      : undefined,
  );

/** One page of archive types by code (every type when `page` is null), with the total. */
export async function pageJenisArsip(
  db: DbOrTx,
  filter: JenisArsipFilter,
  page: PageRequest | null,
): Promise<{ rows: JenisArsipRow[]; total: number }> {
  const where = whereOf(filter);
  const query = db
    .select()
    .from(jenisArsip)
    .where(where)
    .orderBy(asc(jenisArsip.kode), asc(jenisArsip.id));
  const rows = page ? await query.limit(page.per_page).offset(offsetOf(page)) : await query;
  const [total] = await db.select({ n: count() }).from(jenisArsip).where(where);
  return { rows, total: total?.n ?? 0 };
}

export const findJenisArsip = async (db: DbOrTx, id: number) =>
  (await db.select().from(jenisArsip).where(eq(jenisArsip.id, id)).limit(1))[0];

export const insertJenisArsip = async (
  db: DbOrTx,
  row: { satuanKerjaId: number; kode: string; nama: string },
) => (await db.insert(jenisArsip).values(row).returning())[0] as JenisArsipRow;

export const updateJenisArsipRow = async (
  db: DbOrTx,
  id: number,
  values: { kode: string; nama: string },
) =>
  (await db.update(jenisArsip).set(values).where(eq(jenisArsip.id, id)).returning())[0] as
    | JenisArsipRow
    | undefined;

export const deleteJenisArsipRow = (db: DbOrTx, id: number) =>
  db.delete(jenisArsip).where(eq(jenisArsip.id, id));

/** Items (active or deleted) of a type. */
export const countArsipOfJenis = async (db: DbOrTx, id: number) =>
  (await db.select({ n: count() }).from(arsip).where(eq(arsip.jenisArsipId, id)))[0]?.n ?? 0;

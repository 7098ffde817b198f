import { and, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { arsip, arsipPenyimpanan } from "../../db/schema";
import type { PenyimpananRow } from "./arsip.rules";

const columns = {
  id: arsipPenyimpanan.id,
  satuanKerjaId: arsipPenyimpanan.satuanKerjaId,
  parentId: arsipPenyimpanan.parentId,
  kode: arsipPenyimpanan.kode,
  nama: arsipPenyimpanan.nama,
};

/** Every location of a work unit (or of all), for the tree. */
export const allPenyimpanan = (db: DbOrTx, satuanKerjaId?: number): Promise<PenyimpananRow[]> =>
  db
    .select(columns)
    .from(arsipPenyimpanan)
    .where(
      satuanKerjaId === undefined ? undefined : eq(arsipPenyimpanan.satuanKerjaId, satuanKerjaId),
    );

export const findPenyimpanan = async (
  db: DbOrTx,
  id: number,
): Promise<PenyimpananRow | undefined> =>
  (await db.select(columns).from(arsipPenyimpanan).where(eq(arsipPenyimpanan.id, id)).limit(1))[0];

export const insertPenyimpanan = async (
  db: DbOrTx,
  row: { satuanKerjaId: number; parentId: number | null; kode: string; nama: string },
) => (await db.insert(arsipPenyimpanan).values(row).returning({ id: arsipPenyimpanan.id }))[0];

export const updatePenyimpananRow = (
  db: DbOrTx,
  id: number,
  values: { kode: string; nama?: string },
) => db.update(arsipPenyimpanan).set(values).where(eq(arsipPenyimpanan.id, id));

export const deletePenyimpananRow = (db: DbOrTx, id: number) =>
  db.delete(arsipPenyimpanan).where(eq(arsipPenyimpanan.id, id));

export async function countPenyimpananUse(db: DbOrTx, id: number) {
  const [children] = await db
    .select({ n: count() })
    .from(arsipPenyimpanan)
    .where(eq(arsipPenyimpanan.parentId, id));
  const [items] = await db
    .select({ n: count() })
    .from(arsip)
    .where(and(eq(arsip.penyimpananId, id)));
  return { children: children?.n ?? 0, items: items?.n ?? 0 };
}

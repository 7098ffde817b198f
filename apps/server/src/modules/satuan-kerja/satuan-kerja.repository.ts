import type { SatuanKerjaItem } from "@lontar/contracts/satuan-kerja";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, satuanKerja, unitKerja } from "../../db/schema";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";

const itemColumns = {
  id: satuanKerja.id,
  code: satuanKerja.kodeSkpd,
  name: satuanKerja.nama,
  address: satuanKerja.alamat,
  sapk_id: satuanKerja.sapkId,
  status: satuanKerja.status,
};

export interface SatuanKerjaFilter {
  q?: string;
  /** Limit to this work unit (a menu holder's own). */
  satuanKerjaId?: number;
}

const whereOf = ({ q, satuanKerjaId }: SatuanKerjaFilter): SQL | undefined => {
  const pattern = q ? likePattern(q) : undefined;
  return and(
    satuanKerjaId === undefined ? undefined : eq(satuanKerja.id, satuanKerjaId),
    pattern
      ? or(
          ilike(satuanKerja.nama, pattern),
          ilike(satuanKerja.kodeSkpd, pattern),
          ilike(satuanKerja.alamat, pattern),
        )
      : undefined,
  );
};

/** One page of work units ordered by name, and the total matching the filter. */
export async function listSatuanKerja(db: DbOrTx, filter: SatuanKerjaFilter, page: PageRequest) {
  const where = whereOf(filter);
  const rows: SatuanKerjaItem[] = await db
    .select(itemColumns)
    .from(satuanKerja)
    .where(where)
    .orderBy(asc(satuanKerja.nama), asc(satuanKerja.id))
    .limit(page.per_page)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(satuanKerja).where(where);
  return { rows, total: total?.n ?? 0 };
}

export const findSatuanKerja = async (
  db: DbOrTx,
  id: number,
): Promise<SatuanKerjaItem | undefined> =>
  (await db.select(itemColumns).from(satuanKerja).where(eq(satuanKerja.id, id)).limit(1))[0];

export interface SatuanKerjaValues {
  code: string;
  name: string;
  address: string;
  sapk_id: string;
  status: boolean;
}

const columnsOf = (v: SatuanKerjaValues) => ({
  kodeSkpd: v.code,
  nama: v.name,
  alamat: v.address,
  sapkId: v.sapk_id,
  status: v.status,
});

export const insertSatuanKerja = async (db: DbOrTx, values: SatuanKerjaValues) =>
  (await db.insert(satuanKerja).values(columnsOf(values)).returning(itemColumns))[0];

export const updateSatuanKerja = async (db: DbOrTx, id: number, values: SatuanKerjaValues) =>
  (
    await db
      .update(satuanKerja)
      .set(columnsOf(values))
      .where(eq(satuanKerja.id, id))
      .returning(itemColumns)
  )[0];

export const deleteSatuanKerja = (db: DbOrTx, id: number) =>
  db.delete(satuanKerja).where(eq(satuanKerja.id, id));

const countWhere = async (
  db: DbOrTx,
  table: typeof unitKerja | typeof jabatan | typeof pegawai,
  id: number,
) => (await db.select({ n: count() }).from(table).where(eq(table.satuanKerjaId, id)))[0]?.n ?? 0;

/** How many units, positions and employees still belong to a work unit. */
export const countDependents = async (db: DbOrTx, id: number) => ({
  units: await countWhere(db, unitKerja, id),
  positions: await countWhere(db, jabatan, id),
  employees: await countWhere(db, pegawai, id),
});

/** Active work units ordered by name, for pickers. */
export const listActiveSatuanKerja = (db: DbOrTx) =>
  db
    .select({
      satuan_kerja_id: satuanKerja.id,
      kode_skpd: satuanKerja.kodeSkpd,
      satuan_kerja_nama: satuanKerja.nama,
    })
    .from(satuanKerja)
    .where(eq(satuanKerja.status, true))
    .orderBy(asc(satuanKerja.nama), asc(satuanKerja.id));

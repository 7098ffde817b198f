import { and, asc, count, eq, ilike, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, unitKerja } from "../../db/schema";
import { likePattern } from "../../lib/pagination";

const rowColumns = {
  id: unitKerja.id,
  name: unitKerja.name,
  code: unitKerja.code,
  satuanKerjaId: unitKerja.satuanKerjaId,
  parentId: unitKerja.parentId,
  status: unitKerja.status,
};
export interface UnitRow {
  id: number;
  name: string;
  code: string;
  satuanKerjaId: number;
  parentId: number | null;
  status: boolean;
}

const ofSatuanKerja = (satuanKerjaId?: number) =>
  satuanKerjaId === undefined ? undefined : eq(unitKerja.satuanKerjaId, satuanKerjaId);

/** The units of a work unit (or of all) in sibling order. */
export const listUnitRows = (db: DbOrTx, satuanKerjaId?: number): Promise<UnitRow[]> =>
  db
    .select(rowColumns)
    .from(unitKerja)
    .where(ofSatuanKerja(satuanKerjaId))
    .orderBy(asc(unitKerja.satuanKerjaId), asc(unitKerja.posisi), asc(unitKerja.id));

/** Ids of the units whose name or code contains the term, case-insensitively. */
export async function matchingUnitIds(db: DbOrTx, q: string, satuanKerjaId?: number) {
  const pattern = likePattern(q);
  const rows = await db
    .select({ id: unitKerja.id })
    .from(unitKerja)
    .where(
      and(
        ofSatuanKerja(satuanKerjaId),
        or(ilike(unitKerja.name, pattern), ilike(unitKerja.code, pattern)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export const findUnit = async (db: DbOrTx, id: number): Promise<UnitRow | undefined> =>
  (await db.select(rowColumns).from(unitKerja).where(eq(unitKerja.id, id)).limit(1))[0];

/** Direct sub units in sibling order. */
export const listChildRows = (db: DbOrTx, id: number): Promise<UnitRow[]> =>
  db
    .select(rowColumns)
    .from(unitKerja)
    .where(eq(unitKerja.parentId, id))
    .orderBy(asc(unitKerja.posisi), asc(unitKerja.id));

/** Ids of the units sharing a parent (top-level units when `parentId` is null), in order. */
export const siblingIds = async (db: DbOrTx, satuanKerjaId: number, parentId: number | null) =>
  (
    await db
      .select({ id: unitKerja.id })
      .from(unitKerja)
      .where(
        and(
          eq(unitKerja.satuanKerjaId, satuanKerjaId),
          parentId === null ? isNull(unitKerja.parentId) : eq(unitKerja.parentId, parentId),
        ),
      )
      .orderBy(asc(unitKerja.posisi), asc(unitKerja.id))
  ).map((r) => r.id);

/** Stores the sibling order: each unit's `posisi` becomes its index. */
export async function setPositions(db: DbOrTx, orderedIds: number[]) {
  for (const [posisi, id] of orderedIds.entries())
    await db.update(unitKerja).set({ posisi }).where(eq(unitKerja.id, id));
}

export interface UnitValues {
  satuanKerjaId: number;
  parentId: number | null;
  code: string;
  name: string;
  status: boolean;
}

export const insertUnit = async (db: DbOrTx, values: UnitValues) =>
  (await db.insert(unitKerja).values(values).returning(rowColumns))[0] as UnitRow;

export const updateUnit = async (db: DbOrTx, id: number, values: UnitValues) =>
  (await db.update(unitKerja).set(values).where(eq(unitKerja.id, id)).returning(rowColumns))[0];

export const deleteUnit = (db: DbOrTx, id: number) =>
  db.delete(unitKerja).where(eq(unitKerja.id, id));

/** How many sub units, positions and employees still point at a unit. */
export async function countUnitDependents(db: DbOrTx, id: number) {
  const [children] = await db
    .select({ n: count() })
    .from(unitKerja)
    .where(eq(unitKerja.parentId, id));
  const [positions] = await db
    .select({ n: count() })
    .from(jabatan)
    .where(eq(jabatan.unitKerjaId, id));
  const [employees] = await db
    .select({ n: count() })
    .from(pegawai)
    .where(eq(pegawai.unitKerjaId, id));
  return { children: children?.n ?? 0, positions: positions?.n ?? 0, employees: employees?.n ?? 0 };
}

import type { JenisJabatan } from "@lontar/contracts/jabatan";
import { and, asc, count, eq, ilike, isNotNull, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, pegawaiPlt, unitKerja } from "../../db/schema";
import { likePattern } from "../../lib/pagination";

const rowColumns = {
  id: jabatan.id,
  name: jabatan.name,
  code: jabatan.code,
  jenisJabatan: jabatan.jenisJabatan,
  unitKerjaId: jabatan.unitKerjaId,
  unitKerjaNama: unitKerja.name,
  satuanKerjaId: jabatan.satuanKerjaId,
  eselon: jabatan.eselon,
  parentId: jabatan.parentId,
  status: jabatan.status,
};
export interface JabatanRow {
  id: number;
  name: string;
  code: string;
  jenisJabatan: string;
  unitKerjaId: number | null;
  unitKerjaNama: string | null;
  satuanKerjaId: number | null;
  eselon: string | null;
  parentId: number | null;
  status: boolean;
}

// Positions without a work unit (Tenaga Kontrak) belong to no tree.
const ofSatuanKerja = (satuanKerjaId?: number) =>
  satuanKerjaId === undefined
    ? isNotNull(jabatan.satuanKerjaId)
    : eq(jabatan.satuanKerjaId, satuanKerjaId);

const selectRows = (db: DbOrTx) =>
  db.select(rowColumns).from(jabatan).leftJoin(unitKerja, eq(unitKerja.id, jabatan.unitKerjaId));

/** The positions of a work unit (or of all work units), oldest first. */
export const listJabatanRows = (db: DbOrTx, satuanKerjaId?: number): Promise<JabatanRow[]> =>
  selectRows(db)
    .where(ofSatuanKerja(satuanKerjaId))
    .orderBy(asc(jabatan.satuanKerjaId), asc(jabatan.id));

/** Ids of the positions of a type and/or whose name or code contains the term (ILIKE). */
export async function matchingJabatanIds(
  db: DbOrTx,
  filter: { q?: string; jenis?: JenisJabatan; satuanKerjaId?: number },
) {
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  const rows = await db
    .select({ id: jabatan.id })
    .from(jabatan)
    .where(
      and(
        ofSatuanKerja(filter.satuanKerjaId),
        filter.jenis ? eq(jabatan.jenisJabatan, filter.jenis) : undefined,
        pattern ? or(ilike(jabatan.name, pattern), ilike(jabatan.code, pattern)) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export const findJabatan = async (db: DbOrTx, id: number): Promise<JabatanRow | undefined> =>
  (await selectRows(db).where(eq(jabatan.id, id)).limit(1))[0];

/** Ids of the top positions (no superior) of a work unit. */
export const topJabatanIds = async (db: DbOrTx, satuanKerjaId: number) =>
  (
    await db
      .select({ id: jabatan.id })
      .from(jabatan)
      .where(and(eq(jabatan.satuanKerjaId, satuanKerjaId), isNull(jabatan.parentId)))
  ).map((r) => r.id);

/** Superior links of a work unit's positions, for the cycle check. */
export const jabatanLinks = (db: DbOrTx, satuanKerjaId: number) =>
  db
    .select({ id: jabatan.id, parentId: jabatan.parentId })
    .from(jabatan)
    .where(eq(jabatan.satuanKerjaId, satuanKerjaId));

export interface JabatanValues {
  satuanKerjaId: number;
  unitKerjaId: number;
  parentId: number | null;
  jenisJabatan: JenisJabatan;
  name: string;
  code: string;
  eselon: string | null;
  status: boolean;
}

export const insertJabatan = async (db: DbOrTx, values: JabatanValues) =>
  (await db.insert(jabatan).values(values).returning({ id: jabatan.id }))[0]?.id;

export const updateJabatan = (db: DbOrTx, id: number, values: JabatanValues) =>
  db.update(jabatan).set(values).where(eq(jabatan.id, id));

export const deleteJabatan = (db: DbOrTx, id: number) =>
  db.delete(jabatan).where(eq(jabatan.id, id));

/** How many employees hold a position, act in it (PLT) and report to it. */
export async function countJabatanDependents(db: DbOrTx, id: number) {
  const [holders] = await db.select({ n: count() }).from(pegawai).where(eq(pegawai.jabatanId, id));
  const [plt] = await db
    .select({ n: count() })
    .from(pegawaiPlt)
    .where(eq(pegawaiPlt.jabatanId, id));
  const [subordinates] = await db
    .select({ n: count() })
    .from(jabatan)
    .where(eq(jabatan.parentId, id));
  return { holders: holders?.n ?? 0, plt: plt?.n ?? 0, subordinates: subordinates?.n ?? 0 };
}

/** Distinct names of the positions of a type. */
export const jabatanNamesInUse = async (db: DbOrTx, jenis: JenisJabatan) =>
  (
    await db
      .selectDistinct({ name: jabatan.name })
      .from(jabatan)
      .where(eq(jabatan.jenisJabatan, jenis))
  ).map((r) => r.name);

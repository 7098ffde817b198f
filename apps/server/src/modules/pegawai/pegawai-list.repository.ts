import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect, QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, pegawaiPlt, satuanKerja, unitKerja, users } from "../../db/schema";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";
import { hierarchyOrder } from "./pegawai-options.repository";

/** The position and unit an entry shows: the definitive one, or the acting one of a PLT entry. */
const shownJabatan = alias(jabatan, "shown_jabatan");
const shownUnit = alias(unitKerja, "shown_unit");
/** Every employee gets a regular entry; a PLT holder gets a second, acting one. */
const entry = sql`(values (false), (true)) as entry(is_plt)`;
const isPlt = sql<boolean>`entry.is_plt`;

const fields = {
  id: pegawai.id,
  nip: pegawai.nip,
  name: pegawai.name,
  isPlt,
  jabatanId: shownJabatan.id,
  jabatanNama: shownJabatan.name,
  unitNama: shownUnit.name,
  satuanKerjaId: pegawai.satuanKerjaId,
  satuanKerjaNama: satuanKerja.nama,
  status: pegawai.status,
};

/** Builds the lookups of `entries` (subqueries; no database needed to build them). */
const lookup = new QueryBuilder();
/** The position an entry shows, and its unit: the acting ones for a PLT entry. */
const shownJabatanId = sql`case when entry.is_plt then ${pegawaiPlt.jabatanId} else ${pegawai.jabatanId} end`;
const shownUnitId = sql`case when entry.is_plt then ${shownJabatan.unitKerjaId} else ${pegawai.unitKerjaId} end`;

/**
 * Employees with an active login, one row per entry (regular, and acting for PLT holders).
 * `byKey`: a few employees named by their keys (a letter's people): the work unit, position
 * and unit are looked up row by row on their keys. Joined as tables, a generic plan (the
 * letter detail's, prepared) hashed every position and unit to name five people.
 */
function entries<T extends PgSelect>(qb: T, byKey = false) {
  const joined = qb
    .innerJoin(users, and(eq(users.pegNip, pegawai.nip), eq(users.status, "aktif")))
    .leftJoin(pegawaiPlt, and(eq(pegawaiPlt.pegawaiId, pegawai.id), isNull(pegawaiPlt.selesai)))
    .innerJoin(entry, sql`(not entry.is_plt or ${pegawaiPlt.id} is not null)`);
  // Each lookup reads one row by its key; `limit 1` keeps it a subquery of its row, which the
  // planner would otherwise fold into a join of the whole tables.
  if (byKey)
    return joined
      .innerJoinLateral(
        lookup
          .select({ nama: satuanKerja.nama })
          .from(satuanKerja)
          .where(eq(satuanKerja.id, pegawai.satuanKerjaId))
          .limit(1)
          .as("satuan_kerja"),
        sql`true`,
      )
      .leftJoinLateral(
        lookup
          .select({ id: jabatan.id, name: jabatan.name, unitKerjaId: jabatan.unitKerjaId })
          .from(jabatan)
          .where(eq(jabatan.id, shownJabatanId))
          .limit(1)
          .as("shown_jabatan"),
        sql`true`,
      )
      .leftJoinLateral(
        lookup
          .select({ name: unitKerja.name })
          .from(unitKerja)
          .where(eq(unitKerja.id, shownUnitId))
          .limit(1)
          .as("shown_unit"),
        sql`true`,
      );
  return joined
    .innerJoin(satuanKerja, eq(satuanKerja.id, pegawai.satuanKerjaId))
    .leftJoin(shownJabatan, eq(shownJabatan.id, shownJabatanId))
    .leftJoin(shownUnit, eq(shownUnit.id, shownUnitId));
}

export interface PegawaiPickerFilter {
  satuanKerjaId?: number;
  q?: string;
  nip?: string;
  /** Only entries whose position is below this employee's (definitive or acting) position. */
  belowPegawaiId?: number;
  /** Never this employee (a disposition never goes to its author). */
  exceptPegawaiId?: number;
}

/**
 * The positions below an employee's positions in the position tree (the parent of a position
 * is its superior): what they hold and what they act in (PLT), every level down.
 */
export const positionsBelow = (pegawaiId: number) => sql`(
  with recursive below(id) as (
    select j.id from jabatan j
    where j.parent_id in (
      select p.jabatan_id from pegawai p where p.id = ${pegawaiId} and p.jabatan_id is not null
      union
      select t.jabatan_id from pegawai_plt t where t.pegawai_id = ${pegawaiId} and t.selesai is null)
    union
    select j.id from jabatan j join below on j.parent_id = below.id)
  select id from below)`;

function where(filter: PegawaiPickerFilter): SQL | undefined {
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  return and(
    eq(pegawai.status, true),
    filter.satuanKerjaId !== undefined
      ? eq(pegawai.satuanKerjaId, filter.satuanKerjaId)
      : undefined,
    filter.nip !== undefined ? and(eq(pegawai.nip, filter.nip), sql`not entry.is_plt`) : undefined,
    filter.belowPegawaiId !== undefined
      ? sql`${shownJabatan.id} in ${positionsBelow(filter.belowPegawaiId)}`
      : undefined,
    filter.exceptPegawaiId !== undefined
      ? sql`${pegawai.id} <> ${filter.exceptPegawaiId}`
      : undefined,
    pattern
      ? or(
          ilike(pegawai.name, pattern),
          ilike(pegawai.nip, pattern),
          ilike(shownJabatan.name, pattern),
        )
      : undefined,
  );
}

export type PegawaiPickerRow = {
  id: number;
  nip: string | null;
  name: string;
  isPlt: boolean;
  jabatanId: number | null;
  jabatanNama: string | null;
  unitNama: string | null;
  satuanKerjaId: number;
  satuanKerjaNama: string;
  status: boolean;
};

/**
 * One page of picker entries and their total; by name, or by position hierarchy
 * (structural by eselon, then JFT, then JFU) when `byJabatan`.
 */
export async function listEntries(
  db: DbOrTx,
  filter: PegawaiPickerFilter,
  page: PageRequest,
  byJabatan = false,
): Promise<{ rows: PegawaiPickerRow[]; total: number }> {
  const condition = where(filter);
  const order = [
    ...(byJabatan ? hierarchyOrder(shownJabatan) : []),
    asc(pegawai.name),
    asc(isPlt),
    asc(pegawai.id),
  ];
  const [rows, [total]] = await Promise.all([
    entries(db.select(fields).from(pegawai).$dynamic())
      .where(condition)
      .orderBy(...order)
      .limit(page.per_page)
      .offset(offsetOf(page)),
    entries(db.select({ n: count() }).from(pegawai).$dynamic()).where(condition),
  ]);
  return { rows: rows as PegawaiPickerRow[], total: total?.n ?? 0 };
}

/**
 * Picker entries of these employees: regular entries for `ids`, acting entries for `pltIds`
 * (employees with an active login; the caller keeps its own order). The ids are `int[]`
 * expressions: an array value or `array(select …)`, so that the employees are read by
 * their key whatever the ids' source (`in (select …)` hashed every employee).
 */
export const pickerEntries = (db: DbOrTx, ids: SQL, pltIds: SQL) =>
  entries(db.select(fields).from(pegawai).$dynamic(), true).where(
    or(
      and(sql`not entry.is_plt`, sql`${pegawai.id} = any(${ids})`),
      and(sql`entry.is_plt`, sql`${pegawai.id} = any(${pltIds})`),
    ),
  );

/** Employee ids by NIP among employees with an active login (PLT: with an acting position). */
export async function idsByNip(
  db: DbOrTx,
  nips: string[],
  plt = false,
): Promise<Map<string, number>> {
  if (nips.length === 0) return new Map();
  const rows = await entries(
    db.select({ id: pegawai.id, nip: pegawai.nip }).from(pegawai).$dynamic(),
  ).where(
    and(
      plt ? sql`entry.is_plt` : sql`not entry.is_plt`,
      sql`${pegawai.nip} in (${sql.join(
        nips.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((r) => [r.nip as string, r.id]));
}

import { JABATAN_TENAGA_KONTRAK } from "@lontar/contracts/org";
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, pegawaiPlt, satuanKerja, unitKerja, users } from "../../db/schema";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";

const pltJabatan = alias(jabatan, "plt_jabatan");

const columns = {
  id: pegawai.id,
  name: pegawai.name,
  nip: pegawai.nip,
  nik: pegawai.nik,
  satuanKerjaId: pegawai.satuanKerjaId,
  satuanKerjaNama: satuanKerja.nama,
  unitKerjaId: pegawai.unitKerjaId,
  unitKerjaNama: unitKerja.name,
  jenisJabatan: jabatan.jenisJabatan,
  jabatanId: pegawai.jabatanId,
  jabatanNama: jabatan.name,
  alamat: pegawai.alamat,
  telp: pegawai.telp,
  email: pegawai.email,
  gelarDepan: pegawai.gelarDepan,
  gelarBelakang: pegawai.gelarBelakang,
  golongan: pegawai.golongan,
  pangkat: pegawai.pangkat,
  status: pegawai.status,
  userId: users.id,
  username: users.username,
  userLevel: users.userLevel,
  userStatus: users.status,
  pltJabatanId: pltJabatan.id,
  pltJabatanNama: pltJabatan.name,
  pltMulai: pegawaiPlt.mulai,
};

const selectPegawai = (db: DbOrTx) =>
  db
    .select(columns)
    .from(pegawai)
    .innerJoin(satuanKerja, eq(satuanKerja.id, pegawai.satuanKerjaId))
    .leftJoin(unitKerja, eq(unitKerja.id, pegawai.unitKerjaId))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .leftJoin(users, eq(users.pegNip, pegawai.nip))
    .leftJoin(pegawaiPlt, and(eq(pegawaiPlt.pegawaiId, pegawai.id), isNull(pegawaiPlt.selesai)))
    .leftJoin(pltJabatan, eq(pltJabatan.id, pegawaiPlt.jabatanId));

/** Employees (`kontrak` false) or contract staff (`kontrak` true). */
const kindFilter = (kontrak: boolean) =>
  kontrak
    ? eq(pegawai.jabatanId, JABATAN_TENAGA_KONTRAK)
    : sql`${pegawai.jabatanId} is distinct from ${JABATAN_TENAGA_KONTRAK}`;

export interface PegawaiFilter {
  kontrak: boolean;
  satuanKerjaId?: number;
  /** Matches name, NIP and NIK (and the username for `users`). */
  q?: string;
  /** Master Pengguna: only employees with a NIP (those who can hold a login). */
  users?: boolean;
}

function listWhere(filter: PegawaiFilter): SQL | undefined {
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  return and(
    kindFilter(filter.kontrak),
    filter.users ? isNotNull(pegawai.nip) : undefined,
    filter.satuanKerjaId !== undefined
      ? eq(pegawai.satuanKerjaId, filter.satuanKerjaId)
      : undefined,
    pattern
      ? or(
          ilike(pegawai.name, pattern),
          ilike(pegawai.nip, pattern),
          ilike(pegawai.nik, pattern),
          filter.users ? ilike(users.username, pattern) : undefined,
        )
      : undefined,
  );
}

/** One page of employees or contract staff, by name, and the total. */
export async function listPegawai(db: DbOrTx, filter: PegawaiFilter, page: PageRequest) {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    selectPegawai(db)
      .where(where)
      .orderBy(asc(pegawai.name), asc(pegawai.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db
      .select({ n: count() })
      .from(pegawai)
      .leftJoin(users, eq(users.pegNip, pegawai.nip))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const findPegawai = async (db: DbOrTx, id: number, kontrak: boolean) =>
  (
    await selectPegawai(db)
      .where(and(eq(pegawai.id, id), kindFilter(kontrak)))
      .limit(1)
  )[0];

export type PegawaiRow = NonNullable<Awaited<ReturnType<typeof findPegawai>>>;

export const findUnit = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ id: unitKerja.id, satuanKerjaId: unitKerja.satuanKerjaId })
      .from(unitKerja)
      .where(eq(unitKerja.id, id))
      .limit(1)
  )[0];

export const findJabatan = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({
        id: jabatan.id,
        satuanKerjaId: jabatan.satuanKerjaId,
        jenisJabatan: jabatan.jenisJabatan,
      })
      .from(jabatan)
      .where(eq(jabatan.id, id))
      .limit(1)
  )[0];

export type PegawaiValues = Omit<typeof pegawai.$inferInsert, "id">;

export const insertPegawai = async (db: DbOrTx, values: PegawaiValues) =>
  (await db.insert(pegawai).values(values).returning({ id: pegawai.id }))[0]?.id as number;

export const updatePegawai = (db: DbOrTx, id: number, values: Partial<PegawaiValues>) =>
  db.update(pegawai).set(values).where(eq(pegawai.id, id));

/** Deletes an employee with their PLT history. */
export async function deletePegawai(db: DbOrTx, id: number) {
  await db.delete(pegawaiPlt).where(eq(pegawaiPlt.pegawaiId, id));
  await db.delete(pegawai).where(eq(pegawai.id, id));
}

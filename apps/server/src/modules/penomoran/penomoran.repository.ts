import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  jabatan,
  jenisNaskah,
  mail,
  nomorCounter,
  pegawai,
  polaNomor,
  satuanKerja,
} from "../../db/schema";

/** A work unit's own patterns: the default (`jenisNaskahId` null) and per letter type. */
export const patternsOf = (db: DbOrTx, satuanKerjaId: number) =>
  db
    .select({ jenisNaskahId: polaNomor.jenisNaskahId, pattern: polaNomor.pattern })
    .from(polaNomor)
    .where(eq(polaNomor.satuanKerjaId, satuanKerjaId));

/** The letter types numbered on the screen, in their order. */
export const letterTypes = (db: DbOrTx) =>
  db
    .select({ id: jenisNaskah.id, nama: jenisNaskah.nama })
    .from(jenisNaskah)
    .orderBy(asc(jenisNaskah.sortOrder), asc(jenisNaskah.id));

export const satuanKerjaExists = async (db: DbOrTx, id: number) =>
  (await db.select({ id: satuanKerja.id }).from(satuanKerja).where(eq(satuanKerja.id, id))).length >
  0;

/** Replaces a work unit's patterns with this set (inside the caller's transaction). */
export async function replacePatterns(
  tx: DbOrTx,
  satuanKerjaId: number,
  rows: { jenisNaskahId: number | null; pattern: string }[],
  userId: number,
) {
  await tx.delete(polaNomor).where(eq(polaNomor.satuanKerjaId, satuanKerjaId));
  if (rows.length === 0) return;
  await tx
    .insert(polaNomor)
    .values(rows.map((row) => ({ ...row, satuanKerjaId, updatedBy: userId })));
}

/** The code of an employee's position (`{kode_jabatan}`); empty when it has none. */
export async function jabatanCodeOf(db: DbOrTx, pegawaiId: number | null) {
  if (pegawaiId === null) return "";
  const [row] = await db
    .select({ code: jabatan.code })
    .from(pegawai)
    .innerJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(eq(pegawai.id, pegawaiId));
  return row?.code ?? "";
}

/** The code of the work unit's head position (the preview's `{kode_jabatan}`). */
export async function headJabatanCode(db: DbOrTx, satuanKerjaId: number) {
  const [row] = await db
    .select({ code: jabatan.code })
    .from(jabatan)
    .where(and(eq(jabatan.satuanKerjaId, satuanKerjaId), isNull(jabatan.parentId)))
    .orderBy(asc(jabatan.id))
    .limit(1);
  return row?.code ?? "";
}

export interface CounterScope {
  satuanKerjaId: number;
  scope: number;
  tahun: number;
}

/**
 * The next running number of the scope, under the counter row's lock (created at 1 on first
 * use): concurrent transactions queue on it and never get the same value.
 */
export async function nextCounter(db: DbOrTx, { satuanKerjaId, scope, tahun }: CounterScope) {
  const [row] = await db
    .insert(nomorCounter)
    .values({ satuanKerjaId, scope, tahun, last: 1 })
    .onConflictDoUpdate({
      target: [nomorCounter.satuanKerjaId, nomorCounter.scope, nomorCounter.tahun],
      set: { last: sql`${nomorCounter.last} + 1` },
    })
    .returning({ last: nomorCounter.last });
  if (!row) throw new Error("counter missing");
  return row.last;
}

/** The last running number given in the scope, without taking one (0 before the first). */
export async function lastCounter(db: DbOrTx, { satuanKerjaId, scope, tahun }: CounterScope) {
  const [row] = await db
    .select({ last: nomorCounter.last })
    .from(nomorCounter)
    .where(
      and(
        eq(nomorCounter.satuanKerjaId, satuanKerjaId),
        eq(nomorCounter.scope, scope),
        eq(nomorCounter.tahun, tahun),
      ),
    );
  return row?.last ?? 0;
}

/** Whether the running number is taken in the scope (by another letter). */
export async function numberTaken(
  db: DbOrTx,
  { satuanKerjaId, scope, tahun }: CounterScope,
  nomor: number,
  exceptMailId?: string,
) {
  const rows = await db
    .select({ id: mail.id })
    .from(mail)
    .where(
      and(
        eq(mail.satuanKerjaId, satuanKerjaId),
        eq(mail.nomorScope, scope),
        eq(mail.tahun, tahun),
        eq(mail.nomorUrut, nomor),
        exceptMailId ? sql`${mail.id} <> ${exceptMailId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether another internal letter already carries this number (they are unique). */
export async function noSuratTaken(db: DbOrTx, noSurat: string, exceptMailId?: string) {
  const rows = await db
    .select({ id: mail.id })
    .from(mail)
    .where(
      and(
        eq(mail.noSurat, noSurat),
        eq(mail.kategoriSurat, "internal"),
        exceptMailId ? sql`${mail.id} <> ${exceptMailId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The work unit's code in a number (`{kode_unit}`): its abbreviation, else its SKPD code. */
export async function unitCodeOf(db: DbOrTx, satuanKerjaId: number) {
  const [row] = await db
    .select({ singkatan: satuanKerja.singkatan, kode: satuanKerja.kodeSkpd })
    .from(satuanKerja)
    .where(eq(satuanKerja.id, satuanKerjaId));
  return row ? row.singkatan || row.kode : null;
}

import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, pegawaiPlt, unitKerja } from "../../db/schema";

/** Positions in the hierarchy: structural by eselon (II.a before IV.a), then JFT, then JFU. */
export const hierarchyOrder = (j: { jenisJabatan: AnyPgColumn; eselon: AnyPgColumn }) => [
  sql`case ${j.jenisJabatan} when 'STRUKTURAL' then 0 when 'JFT' then 1 when 'JFU' then 2 else 3 end`,
  sql`${j.eselon} asc nulls last`,
];

/** The active units of a work unit, in tree order. */
export const unitOptions = (db: DbOrTx, satuanKerjaId: number) =>
  db
    .select({
      id: unitKerja.id,
      name: unitKerja.name,
      code: unitKerja.code,
      jenis_jabatan: sql<string | null>`null`,
      plt_nama: sql<string | null>`null`,
    })
    .from(unitKerja)
    .where(and(eq(unitKerja.satuanKerjaId, satuanKerjaId), eq(unitKerja.status, true)))
    .orderBy(asc(unitKerja.posisi), asc(unitKerja.id));

/** The active positions of a work unit (optionally of one type), with their PLT holder. */
export const jabatanOptions = (db: DbOrTx, satuanKerjaId: number, jenisJabatan?: string) =>
  db
    .select({
      id: jabatan.id,
      name: jabatan.name,
      code: jabatan.code,
      jenis_jabatan: jabatan.jenisJabatan,
      plt_nama: pegawai.name,
    })
    .from(jabatan)
    .leftJoin(pegawaiPlt, and(eq(pegawaiPlt.jabatanId, jabatan.id), isNull(pegawaiPlt.selesai)))
    .leftJoin(pegawai, eq(pegawai.id, pegawaiPlt.pegawaiId))
    .where(
      and(
        eq(jabatan.satuanKerjaId, satuanKerjaId),
        eq(jabatan.status, true),
        jenisJabatan ? eq(jabatan.jenisJabatan, jenisJabatan) : undefined,
      ),
    )
    .orderBy(...hierarchyOrder(jabatan), asc(jabatan.name), asc(jabatan.id));

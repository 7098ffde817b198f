import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, pegawaiPlt, satuanKerja, unitKerja, users } from "../../db/schema";

const pltJabatan = alias(jabatan, "plt_jabatan");

/** A user with their employee record, position, units and current PLT position. */
export const findUserProfile = async (db: DbOrTx, username: string) =>
  (
    await db
      .select({
        userId: users.id,
        username: users.username,
        userLevel: users.userLevel,
        status: users.status,
        pegNip: users.pegNip,
        pegNama: pegawai.name,
        photoUrl: pegawai.photoUrl,
        jabatanId: jabatan.id,
        jabatanNama: jabatan.name,
        satuanKerjaId: satuanKerja.id,
        satuanKerjaNama: satuanKerja.nama,
        kodeSkpd: satuanKerja.kodeSkpd,
        unitKerjaId: unitKerja.id,
        unitKerjaNama: unitKerja.name,
        pltJabatanId: pltJabatan.id,
        pltJabatanNama: pltJabatan.name,
      })
      .from(users)
      .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
      .innerJoin(satuanKerja, eq(satuanKerja.id, pegawai.satuanKerjaId))
      .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
      .leftJoin(unitKerja, eq(unitKerja.id, pegawai.unitKerjaId))
      .leftJoin(pegawaiPlt, and(eq(pegawaiPlt.pegawaiId, pegawai.id), isNull(pegawaiPlt.selesai)))
      .leftJoin(pltJabatan, eq(pltJabatan.id, pegawaiPlt.jabatanId))
      .where(eq(users.username, username))
      .limit(1)
  )[0];

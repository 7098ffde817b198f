import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, satuanKerja } from "../../db/schema/org";

/** Name, NIP, rank and position of employees, for letters and certificates. */
export const pegawaiInfoByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: pegawai.id,
          nama: pegawai.name,
          nip: pegawai.nip,
          pangkat: pegawai.pangkat,
          golongan: pegawai.golongan,
          jabatan: jabatan.name,
          satuanKerjaId: pegawai.satuanKerjaId,
          satuanKerja: satuanKerja.nama,
        })
        .from(pegawai)
        .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
        .innerJoin(satuanKerja, eq(satuanKerja.id, pegawai.satuanKerjaId))
        .where(inArray(pegawai.id, ids));

export type PegawaiInfo = Awaited<ReturnType<typeof pegawaiInfoByIds>>[number];

export const findPegawaiInfoByNip = async (db: DbOrTx, nip: string) => {
  const [row] = await db.select({ id: pegawai.id }).from(pegawai).where(eq(pegawai.nip, nip));
  if (!row) return null;
  return (await pegawaiInfoByIds(db, [row.id]))[0] ?? null;
};

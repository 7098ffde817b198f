import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jabatan } from "../../db/schema";

export const JABATAN_PATH = "/egs/pegawai-egs/api/jabatan";

/** A valid body: a structural post under Kepala Bidang Aplikasi (1044); override any field. */
export const jabatanBody = (overrides: Record<string, unknown> = {}) => ({
  satuan_kerja_id: 2,
  jenis_jabatan: "STRUKTURAL",
  unit_kerja_id: 142,
  parent_id: 1044,
  name: "Kepala Seksi Aplikasi",
  code: "KOMINFO-J100",
  eselon: "IV.a",
  ...overrides,
});

export const jabatanRow = async (db: DbOrTx, id: number) =>
  (await db.select().from(jabatan).where(eq(jabatan.id, id)))[0];

/** The body that saves a position unchanged. */
export async function currentBody(db: DbOrTx, id: number) {
  const r = await jabatanRow(db, id);
  if (!r) throw new Error(`no position ${id}`);
  return jabatanBody({
    satuan_kerja_id: r.satuanKerjaId,
    jenis_jabatan: r.jenisJabatan,
    unit_kerja_id: r.unitKerjaId,
    parent_id: r.parentId,
    name: r.name,
    code: r.code,
    eselon: r.eselon,
  });
}

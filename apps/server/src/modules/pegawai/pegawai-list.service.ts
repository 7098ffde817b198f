import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import type { PageRequest } from "../../lib/pagination";
import { listEntries, type PegawaiPickerRow } from "./pegawai-list.repository";

/** The picker record of spec 01 §3 for one entry. */
export function toPickerRecord(r: PegawaiPickerRow): PegawaiPickerRecord {
  const plt =
    r.isPlt && r.jabatanId !== null && r.jabatanNama !== null
      ? { jabatan_id: r.jabatanId, jabatan_nama: r.jabatanNama }
      : null;
  const nip = r.nip ?? "";
  return {
    id: r.id,
    fullName: r.name,
    peg_nama: r.name,
    peg_nip: nip,
    namaJabatan: r.jabatanNama,
    jabatan_id: r.jabatanId,
    unitKerja: r.unitNama,
    satuanKerjaNama: r.satuanKerjaNama,
    satuan_kerja_id: r.satuanKerjaId,
    peg_status: r.status,
    is_plt: r.isPlt,
    data_plt: plt,
    data_pegawai: {
      peg_nama: r.name,
      peg_nip: nip,
      jabatan_nama: r.jabatanNama,
      unit_kerja: r.unitNama !== null ? { unit_kerja_nama: r.unitNama } : null,
      is_plt: r.isPlt,
      data_plt: plt,
    },
  };
}

const paged = (
  page: PageRequest,
  { rows, total }: { rows: PegawaiPickerRow[]; total: number },
) => ({
  data: rows.map(toPickerRecord),
  current_page: page.page,
  last_page: Math.max(1, Math.ceil(total / page.per_page)),
  per_page: page.per_page,
  total,
});

/**
 * Employees who can receive letters (an active login), of one work unit or of all, searched by
 * name, NIP or position; a PLT holder appears once more in the acting capacity.
 */
export async function listPegawaiPicker(
  db: DbOrTx,
  query: { satuan_kerja_id?: number; q?: string },
  page: PageRequest,
) {
  return paged(
    page,
    await listEntries(db, { satuanKerjaId: query.satuan_kerja_id, q: query.q }, page),
  );
}

/** The employees of the caller's work unit in position-hierarchy order (highest first). */
export async function listPegawaiByJabatan(
  db: DbOrTx,
  auth: AuthUser,
  query: { q?: string },
  page: PageRequest,
) {
  return paged(
    page,
    await listEntries(db, { satuanKerjaId: auth.satuanKerjaId, q: query.q }, page, true),
  );
}

/**
 * Whom the user may send a letter on to, in position-hierarchy order, never themself: for a
 * disposition, the employees below their position (every level down); for a forward, anyone
 * of their work unit.
 */
export async function listTujuan(
  db: DbOrTx,
  auth: AuthUser,
  query: { q?: string; jenis: "disposisi" | "teruskan" },
  page: PageRequest,
) {
  const filter = {
    satuanKerjaId: auth.satuanKerjaId,
    q: query.q,
    exceptPegawaiId: auth.pegawaiId,
    ...(query.jenis === "disposisi" ? { belowPegawaiId: auth.pegawaiId } : {}),
  };
  return paged(page, await listEntries(db, filter, page, true));
}

/** One employee's picker record by NIP. @throws NOT_FOUND (404) without an active login. */
export async function getPegawaiPicker(db: DbOrTx, nip: string): Promise<PegawaiPickerRecord> {
  const { rows } = await listEntries(db, { nip }, { page: 1, per_page: 1 });
  const row = rows[0];
  if (!row) throw notFound("Pegawai tidak ditemukan");
  return toPickerRecord(row);
}

import type { ArsipItem, ArsipListKey } from "@lontar/contracts/arsip";
import type { PageMeta } from "@lontar/contracts/common";
import type { DbOrTx } from "../../db/client";
import { type MasterScope, scopedSatuanKerja } from "../../lib/access";
import type { AuthUser } from "../../lib/auth-user";
import { yearInJakarta } from "../../lib/jakarta-day";
import { pageMeta } from "../../lib/pagination";
import { ARSIP_MENU, arsipScope } from "./arsip.access";
import * as repo from "./arsip.repository";
import { retensiOf } from "./arsip.rules";

/** This year in Asia/Jakarta: an item's retention counts from it. */
export const currentYear = () => yearInJakarta();

/** Where an item's file is viewed (inline) or downloaded, through the item's own rules. */
export const arsipFileUrl = (id: string) => `/egs/arsip/${id}/file`;

export function toArsipItem(row: repo.ArsipRow, year = currentYear()): ArsipItem {
  const klas = row.klasifikasiId !== null && row.klasifikasiKode !== null ? row : null;
  return {
    _id: row.id,
    id: row.id,
    satuan_kerja_id: row.satuanKerjaId,
    jenis_arsip: { _id: row.jenisArsipId, nama: row.jenisArsipNama },
    penyimpanan: { _id: row.penyimpananId, kode: row.penyimpananKode, nama: row.penyimpananNama },
    klasifikasi: klas
      ? {
          _id: klas.klasifikasiId as number,
          kode: klas.klasifikasiKode as string,
          nama: klas.klasifikasiNama ?? "",
        }
      : null,
    retensi: retensiOf(row.tahun, klas, year),
    no_dokumen: row.noDokumen,
    tahun: row.tahun,
    nama_arsip: row.namaArsip,
    klasifikasi_keamanan: row.klasifikasiKeamanan,
    file: row.fileId && !row.isLocked ? arsipFileUrl(row.id) : null,
    file_name: row.fileName,
    mime: row.mime,
    is_locked: row.isLocked,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export interface ArsipListQuery {
  page: number;
  per_page: number;
  q?: string;
  jenis_arsip?: number | null;
  satuan_kerja_id?: number;
}

export const listFilter = (
  scope: MasterScope,
  list: ArsipListKey,
  query: Omit<ArsipListQuery, "page" | "per_page">,
  readerId: number,
): repo.ArsipFilter => ({
  list,
  satuanKerjaId: scopedSatuanKerja(scope, query.satuan_kerja_id),
  jenisArsipId: query.jenis_arsip ?? null,
  q: query.q?.trim() || undefined,
  year: currentYear(),
  readerId,
});

/**
 * One page of the active, deleted or 'Usul Musnah' items of the work units in scope.
 * @throws FORBIDDEN 403 without the Tabel Arsip menu.
 */
export async function listArsip(
  db: DbOrTx,
  auth: AuthUser,
  list: ArsipListKey,
  query: ArsipListQuery,
): Promise<{ items: ArsipItem[]; meta: PageMeta }> {
  const scope = await arsipScope(db, auth, ARSIP_MENU.tabel);
  const { rows, total } = await repo.pageArsip(
    db,
    listFilter(scope, list, query, auth.userId),
    query,
  );
  const year = currentYear();
  return {
    items: rows.map((r) => toArsipItem(r, year)),
    meta: pageMeta(query, total, rows.length),
  };
}

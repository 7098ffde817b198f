import {
  ARSIP_MESSAGES,
  type ArsipRetensi,
  BULAN,
  type PenyimpananNode,
  type StatistikArsip,
} from "@lontar/contracts/arsip";
import type { KeteranganRetensi } from "@lontar/contracts/klasifikasi";
import { locked, notFound } from "../../lib/app-error";

/** What an archive action needs to know of an item's state. */
export interface ArsipState {
  isLocked: boolean;
  deletedAt: Date | null;
}

/** 423 with the archive's lock message. */
export const arsipLocked = () => locked(ARSIP_MESSAGES.locked);
const arsipMissing = () => notFound("Arsip tidak ditemukan");

/**
 * Checks an action against the lifecycle: active → (soft delete) deleted → restored or
 * destroyed. View, download, edit, delete and lock toggling need an active item; restore and
 * destroy a deleted one. Locked items refuse everything but the toggle itself.
 * @throws NOT_FOUND 404 (wrong side of the lifecycle), LOCKED 423.
 */
export function assertArsipAction(
  state: ArsipState,
  action: "view" | "edit" | "delete" | "toggle" | "restore" | "destroy",
): void {
  const deleted = state.deletedAt !== null;
  const needsDeleted = action === "restore" || action === "destroy";
  if (deleted !== needsDeleted) throw arsipMissing();
  if (action !== "toggle" && state.isLocked) throw arsipLocked();
}

export interface RetensiSource {
  retensiAktif: number | null;
  retensiInaktif: number | null;
  keteranganRetensi: KeteranganRetensi | null;
}

/**
 * Retention of an item of year `tahun` under a classification code: active through the end
 * of `tahun + aktif`, inactive through the end of `tahun + aktif + inaktif`; the final
 * disposition is due from the year after. Null when the code carries no retention.
 */
export function retensiOf(
  tahun: number,
  source: RetensiSource | null,
  currentYear: number,
): ArsipRetensi | null {
  if (!source) return null;
  const { retensiAktif: aktif, retensiInaktif: inaktif, keteranganRetensi: keterangan } = source;
  if (aktif === null && inaktif === null && keterangan === null) return null;
  const aktifSampai = aktif === null ? null : tahun + aktif;
  const inaktifSampai = aktif === null || inaktif === null ? null : tahun + aktif + inaktif;
  return {
    aktif,
    inaktif,
    keterangan,
    aktif_sampai: aktifSampai,
    inaktif_sampai: inaktifSampai,
    lewat: inaktifSampai !== null && currentYear > inaktifSampai,
  };
}

/** True when an item belongs on the 'Usul Musnah' list: retention over, disposition musnah. */
export const isUsulMusnah = (retensi: ArsipRetensi | null): boolean =>
  retensi?.lewat === true && retensi.keterangan === "musnah";

/** Twelve months of totals (zero where nothing was counted) from `month → total` rows. */
export function monthlyTotals(
  tahun: number,
  rows: { bulan: number; total: number }[],
): StatistikArsip {
  const byMonth = new Map(rows.map((r) => [r.bulan, r.total]));
  return {
    tahun,
    datas: BULAN.map((month, i) => ({ bulan: i + 1, month, total: byMonth.get(i + 1) ?? 0 })),
  };
}

export interface PenyimpananRow {
  id: number;
  satuanKerjaId: number;
  parentId: number | null;
  kode: string;
  nama: string;
}

const byKode = (a: PenyimpananRow, b: PenyimpananRow) =>
  a.kode.localeCompare(b.kode, "id", { numeric: true }) || a.id - b.id;

/**
 * The storage tree of the rows, roots in code order. With `q`, only the locations whose code or
 * name contains it (with their whole subtree) and the ancestors that lead to them.
 */
export function buildPenyimpananTree(rows: PenyimpananRow[], q?: string): PenyimpananNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number | null, PenyimpananRow[]>();
  for (const row of [...rows].sort(byKode)) {
    const parent = row.parentId !== null && byId.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const term = q?.trim().toLowerCase();
  const matches = (r: PenyimpananRow) =>
    !term || r.kode.toLowerCase().includes(term) || r.nama.toLowerCase().includes(term);
  const build = (row: PenyimpananRow, keepAll: boolean): PenyimpananNode | null => {
    const self = keepAll || matches(row);
    const childs = (children.get(row.id) ?? [])
      .map((c) => build(c, self))
      .filter((n): n is PenyimpananNode => n !== null);
    if (!self && childs.length === 0) return null;
    return {
      _id: row.id,
      id: row.id,
      satuan_kerja_id: row.satuanKerjaId,
      kode: row.kode,
      nama: row.nama,
      parent: row.parentId,
      nama_parent: row.parentId === null ? null : (byId.get(row.parentId)?.kode ?? null),
      childs,
    };
  };
  return (children.get(null) ?? [])
    .map((r) => build(r, false))
    .filter((n): n is PenyimpananNode => n !== null);
}

import type { KeteranganRetensi, KlasifikasiNode } from "@lontar/contracts/klasifikasi";

/** A classification row as the repository reads it. */
export interface KlasifikasiRow {
  id: number;
  parentId: number | null;
  kode: string;
  nama: string;
  retensiAktif: number | null;
  retensiInaktif: number | null;
  keteranganRetensi: KeteranganRetensi | null;
}

/** Orders codes the way people read them: `000.1.2` before `000.1.10`. */
export function compareKode(a: string, b: string): number {
  const x = a.split(".");
  const y = b.split(".");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const diff = Number(x[i]) - Number(y[i]) || (x[i] as string).localeCompare(y[i] as string);
    if (diff !== 0) return diff;
  }
  return x.length - y.length;
}

/**
 * The code rule (spec leaves it open; decided here, and true of the whole national list):
 * a root code is one digit group (`000`); a sub-code is its parent's code, a dot and one more
 * group (`000.1` under `000`). Returns the message for the `kode` field, or null when valid.
 */
export function kodeRuleError(kode: string, parentKode: string | null): string | null {
  const groups = kode.split(".");
  if (parentKode === null)
    return groups.length === 1 ? null : "Kode induk hanya satu kelompok angka, mis. 000";
  const prefix = `${parentKode}.`;
  if (!kode.startsWith(prefix) || kode.slice(prefix.length).includes("."))
    return `Kode harus diawali kode induk ${prefix} lalu satu kelompok angka, mis. ${prefix}1`;
  return null;
}

const toNode = (row: KlasifikasiRow): KlasifikasiNode => ({
  _id: row.id,
  id: row.id,
  kode: row.kode,
  nama: row.nama,
  parent: row.parentId,
  retensi_aktif: row.retensiAktif,
  retensi_inaktif: row.retensiInaktif,
  keterangan_retensi: row.keteranganRetensi,
  childs: [],
});

/**
 * Nests rows under their parents. The roots are `rootIds` in that order (or, when not given,
 * every row whose parent is not among the rows, by code); children are ordered by code.
 * Rows that hang under no root are left out.
 */
export function buildTree(rows: KlasifikasiRow[], rootIds?: number[]): KlasifikasiNode[] {
  const nodes = new Map<number, KlasifikasiNode>();
  for (const row of rows) nodes.set(row.id, toNode(row));
  const sorted = [...rows].sort((a, b) => compareKode(a.kode, b.kode));
  const roots: KlasifikasiNode[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.id) as KlasifikasiNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.childs.push(node);
    else if (!rootIds) roots.push(node);
  }
  if (!rootIds) return roots;
  return rootIds.flatMap((id) => {
    const node = nodes.get(id);
    return node ? [node] : [];
  });
}

/** The stored retention columns for a `retensi` input; undefined keeps what is stored. */
export function retensiColumns(
  retensi:
    | { aktif: number | null; inaktif: number | null; keterangan: KeteranganRetensi | null }
    | null
    | undefined,
) {
  if (retensi === undefined) return {};
  return {
    retensiAktif: retensi?.aktif ?? null,
    retensiInaktif: retensi?.inaktif ?? null,
    keteranganRetensi: retensi?.keterangan ?? null,
  };
}

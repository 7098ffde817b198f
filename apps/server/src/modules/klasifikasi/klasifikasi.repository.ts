import { count, eq, inArray, isNull, like, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { klasifikasi } from "../../db/schema";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";
import type { KlasifikasiRow } from "./klasifikasi.rules";

const columns = {
  id: klasifikasi.id,
  parentId: klasifikasi.parentId,
  kode: klasifikasi.kode,
  nama: klasifikasi.nama,
  retensiAktif: klasifikasi.retensiAktif,
  retensiInaktif: klasifikasi.retensiInaktif,
  keteranganRetensi: klasifikasi.keteranganRetensi,
};

/** Root codes in reading order (`string_to_array(kode)` as numbers). */
const byKode = [sql`string_to_array(${klasifikasi.kode}, '.')::int[]`, klasifikasi.kode];

/**
 * The codes matching `q` and all their ancestors, as a CTE named `hit` (id, parent_id).
 * `(kode || ' ' || nama) ILIKE` is the expression of the trigram index klasifikasi_search_idx.
 */
const matchesWithAncestors = (q: string) => sql`
  with recursive hit(id, parent_id) as (
    select id, parent_id from klasifikasi where (kode || ' ' || nama) ilike ${likePattern(q)}
    union
    select k.id, k.parent_id from klasifikasi k join hit on k.id = hit.parent_id
  )`;

/**
 * One page of root codes and the number of roots: every root, or with `q` the roots above a
 * matching code.
 */
export async function pageRoots(
  db: DbOrTx,
  q: string | undefined,
  page: PageRequest,
): Promise<{ roots: KlasifikasiRow[]; total: number }> {
  const where: SQL = q
    ? inArray(
        klasifikasi.id,
        sql`(${matchesWithAncestors(q)} select id from hit where parent_id is null)`,
      )
    : isNull(klasifikasi.parentId);
  const roots = await db
    .select(columns)
    .from(klasifikasi)
    .where(where)
    .orderBy(...byKode)
    .limit(page.per_page)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(klasifikasi).where(where);
  return { roots, total: total?.n ?? 0 };
}

interface RawRow {
  id: number;
  parent_id: number | null;
  kode: string;
  nama: string;
  retensi_aktif: number | null;
  retensi_inaktif: number | null;
  keterangan_retensi: KlasifikasiRow["keteranganRetensi"];
}

/**
 * The codes under `rootIds` (the roots included): the whole subtrees, or with `q` only the
 * matching codes and their ancestors.
 */
export async function subtreeRows(
  db: DbOrTx,
  rootIds: number[],
  q?: string,
): Promise<KlasifikasiRow[]> {
  if (rootIds.length === 0) return [];
  const ids = sql.join(
    rootIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    ${q ? sql`${matchesWithAncestors(q)},` : sql`with recursive`} t as (
      select * from klasifikasi where id in (${ids})
      union all
      select k.* from klasifikasi k join t on k.parent_id = t.id
      ${q ? sql`where k.id in (select id from hit)` : sql``}
    )
    select id, parent_id, kode, nama, retensi_aktif, retensi_inaktif, keterangan_retensi from t`);
  return (result as unknown as { rows: RawRow[] }).rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    kode: r.kode,
    nama: r.nama,
    retensiAktif: r.retensi_aktif,
    retensiInaktif: r.retensi_inaktif,
    keteranganRetensi: r.keterangan_retensi,
  }));
}

export const findKlasifikasi = async (
  db: DbOrTx,
  id: number,
): Promise<KlasifikasiRow | undefined> =>
  (await db.select(columns).from(klasifikasi).where(eq(klasifikasi.id, id)).limit(1))[0];

export const insertKlasifikasi = async (db: DbOrTx, row: typeof klasifikasi.$inferInsert) =>
  (await db.insert(klasifikasi).values(row).returning(columns))[0] as KlasifikasiRow;

export const updateKlasifikasiRow = (
  db: DbOrTx,
  id: number,
  set: Partial<typeof klasifikasi.$inferInsert>,
) => db.update(klasifikasi).set(set).where(eq(klasifikasi.id, id));

/** Gives every code under `oldKode` the new prefix (`000.1.2` → `000.9.2` for 000.1 → 000.9). */
export const renameDescendants = (db: DbOrTx, oldKode: string, newKode: string) =>
  db
    .update(klasifikasi)
    .set({ kode: sql`${newKode} || substr(${klasifikasi.kode}, ${oldKode.length + 1})` })
    .where(like(klasifikasi.kode, `${oldKode}.%`));

export const countChildren = async (db: DbOrTx, id: number): Promise<number> =>
  (await db.select({ n: count() }).from(klasifikasi).where(eq(klasifikasi.parentId, id)))[0]?.n ??
  0;

export const deleteKlasifikasiRow = (db: DbOrTx, id: number) =>
  db.delete(klasifikasi).where(eq(klasifikasi.id, id));

import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { arsip, arsipPenyimpanan, jenisArsip, klasifikasi, storedFile } from "../../db/schema";
import { sifatAllowsSql } from "../../lib/klasifikasi-keamanan-sql";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";

const columns = {
  id: arsip.id,
  satuanKerjaId: arsip.satuanKerjaId,
  jenisArsipId: arsip.jenisArsipId,
  jenisArsipNama: jenisArsip.nama,
  penyimpananId: arsip.penyimpananId,
  penyimpananKode: arsipPenyimpanan.kode,
  penyimpananNama: arsipPenyimpanan.nama,
  klasifikasiId: arsip.klasifikasiId,
  klasifikasiKode: klasifikasi.kode,
  klasifikasiNama: klasifikasi.nama,
  retensiAktif: klasifikasi.retensiAktif,
  retensiInaktif: klasifikasi.retensiInaktif,
  keteranganRetensi: klasifikasi.keteranganRetensi,
  noDokumen: arsip.noDokumen,
  tahun: arsip.tahun,
  namaArsip: arsip.namaArsip,
  klasifikasiKeamanan: arsip.klasifikasiKeamanan,
  createdBy: arsip.createdBy,
  fileId: arsip.fileId,
  fileName: storedFile.fileName,
  mime: storedFile.mime,
  isLocked: arsip.isLocked,
  deletedAt: arsip.deletedAt,
  createdAt: arsip.createdAt,
};

export type ArsipRow = Awaited<ReturnType<typeof findArsip>> & {};

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(arsip)
    .innerJoin(jenisArsip, eq(jenisArsip.id, arsip.jenisArsipId))
    .innerJoin(arsipPenyimpanan, eq(arsipPenyimpanan.id, arsip.penyimpananId))
    .leftJoin(klasifikasi, eq(klasifikasi.id, arsip.klasifikasiId))
    .leftJoin(storedFile, eq(storedFile.id, arsip.fileId));

export interface ArsipFilter {
  /** Which list: active, deleted, or active items due for destruction in `year`. */
  list: "aktif" | "terhapus" | "usul-musnah";
  satuanKerjaId?: number;
  jenisArsipId?: number | null;
  q?: string;
  /** The current year (for the 'Usul Musnah' list). */
  year: number;
  /** The reader: items of a class closed to the unit's archive staff show to their uploader only. */
  readerId: number;
}

/** Same rule as `arsipTerbukaSql` (lib/klasifikasi-keamanan-sql.ts), on the columns. */
export const terbukaBagi = (userId: number) =>
  or(sifatAllowsSql(arsip.klasifikasiKeamanan, "sekretariatUnit"), eq(arsip.createdBy, userId));

/** Same rule as `retensiOf` + `isUsulMusnah` (arsip.rules.ts), in SQL. */
const usulMusnah = (year: number) =>
  and(
    eq(klasifikasi.keteranganRetensi, "musnah"),
    isNotNull(klasifikasi.retensiAktif),
    isNotNull(klasifikasi.retensiInaktif),
    lt(sql`${arsip.tahun} + ${klasifikasi.retensiAktif} + ${klasifikasi.retensiInaktif}`, year),
  );

const whereOf = (f: ArsipFilter): SQL | undefined =>
  and(
    f.list === "terhapus" ? isNotNull(arsip.deletedAt) : isNull(arsip.deletedAt),
    f.list === "usul-musnah" ? usulMusnah(f.year) : undefined,
    terbukaBagi(f.readerId),
    f.satuanKerjaId === undefined ? undefined : eq(arsip.satuanKerjaId, f.satuanKerjaId),
    f.jenisArsipId ? eq(arsip.jenisArsipId, f.jenisArsipId) : undefined,
    f.q
      ? or(
          ilike(arsip.namaArsip, likePattern(f.q)),
          ilike(arsip.noDokumen, likePattern(f.q)),
          ilike(arsipPenyimpanan.kode, likePattern(f.q)),
          ilike(jenisArsip.nama, likePattern(f.q)),
        )
      : undefined,
  );

/** One page of items, newest first (every item when `page` is null), with the total. */
export async function pageArsip(db: DbOrTx, filter: ArsipFilter, page: PageRequest | null) {
  const where = whereOf(filter);
  const query = joined(db)
    .where(where)
    .orderBy(
      filter.list === "terhapus" ? desc(arsip.deletedAt) : desc(arsip.createdAt),
      desc(arsip.id),
    );
  const rows = page ? await query.limit(page.per_page).offset(offsetOf(page)) : await query;
  const [total] = await db
    .select({ n: count() })
    .from(arsip)
    .innerJoin(jenisArsip, eq(jenisArsip.id, arsip.jenisArsipId))
    .innerJoin(arsipPenyimpanan, eq(arsipPenyimpanan.id, arsip.penyimpananId))
    .leftJoin(klasifikasi, eq(klasifikasi.id, arsip.klasifikasiId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export const findArsip = async (db: DbOrTx, id: string) =>
  (await joined(db).where(eq(arsip.id, id)).limit(1))[0];

export const findArsipRow = async (db: DbOrTx, id: string) =>
  (await db.select().from(arsip).where(eq(arsip.id, id)).limit(1))[0];

/** The row itself, locked for the rest of the transaction. */
export const lockArsip = async (db: DbOrTx, id: string) =>
  (await db.select().from(arsip).where(eq(arsip.id, id)).for("update").limit(1))[0];

export const insertArsip = (db: DbOrTx, row: typeof arsip.$inferInsert) =>
  db.insert(arsip).values(row);

export const updateArsipRow = (
  db: DbOrTx,
  id: string,
  values: Partial<typeof arsip.$inferInsert>,
) =>
  db
    .update(arsip)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(arsip.id, id));

export const deleteArsipRow = (db: DbOrTx, id: string) => db.delete(arsip).where(eq(arsip.id, id));

/** Active items per month of `created_at` (Asia/Jakarta) in `tahun`. */
export async function countPerMonth(
  db: DbOrTx,
  filter: { tahun: number; satuanKerjaId?: number; jenisArsipId?: number | null },
): Promise<{ bulan: number; total: number }[]> {
  const local = sql`(${arsip.createdAt} at time zone 'Asia/Jakarta')`;
  const bulan = sql<number>`extract(month from ${local})::int`;
  return db
    .select({ bulan, total: count() })
    .from(arsip)
    .where(
      and(
        isNull(arsip.deletedAt),
        filter.satuanKerjaId === undefined
          ? undefined
          : eq(arsip.satuanKerjaId, filter.satuanKerjaId),
        filter.jenisArsipId ? eq(arsip.jenisArsipId, filter.jenisArsipId) : undefined,
        gte(local, sql`make_timestamp(${filter.tahun}, 1, 1, 0, 0, 0)`),
        lt(local, sql`make_timestamp(${filter.tahun + 1}, 1, 1, 0, 0, 0)`),
      ),
    )
    .groupBy(bulan);
}

/** True when the file is an archive item's (served only through the archive's own endpoint). */
export const isArsipFile = async (db: DbOrTx, fileId: string): Promise<boolean> =>
  (await db.select({ id: arsip.id }).from(arsip).where(eq(arsip.fileId, fileId)).limit(1)).length >
  0;

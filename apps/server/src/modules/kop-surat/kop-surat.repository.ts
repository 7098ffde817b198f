import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { kopSurat, satuanKerja, storedFile } from "../../db/schema";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";

const columns = {
  id: kopSurat.id,
  satuanKerjaId: kopSurat.satuanKerjaId,
  satuanKerjaNama: satuanKerja.nama,
  kodeSkpd: satuanKerja.kodeSkpd,
  fileId: storedFile.id,
  fileName: storedFile.fileName,
  mime: storedFile.mime,
  ukuranKertas: kopSurat.ukuranKertas,
};

export interface KopSuratRow {
  id: string;
  satuanKerjaId: number;
  satuanKerjaNama: string;
  kodeSkpd: string;
  fileId: string | null;
  fileName: string | null;
  mime: string | null;
  ukuranKertas: "A4" | "F4";
}

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(kopSurat)
    .innerJoin(satuanKerja, eq(satuanKerja.id, kopSurat.satuanKerjaId))
    .leftJoin(storedFile, eq(storedFile.id, kopSurat.fileId));

export interface KopSuratFilter {
  q?: string;
  satuanKerjaId?: number;
}

const whereOf = ({ q, satuanKerjaId }: KopSuratFilter): SQL | undefined =>
  and(
    satuanKerjaId === undefined ? undefined : eq(kopSurat.satuanKerjaId, satuanKerjaId),
    q
      ? or(ilike(satuanKerja.nama, likePattern(q)), ilike(satuanKerja.kodeSkpd, likePattern(q)))
      : undefined,
  );

/** One page of letterheads, by work-unit name, with the total. */
export async function pageKopSurat(
  db: DbOrTx,
  filter: KopSuratFilter,
  page: PageRequest,
): Promise<{ rows: KopSuratRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await joined(db)
    .where(where)
    .orderBy(asc(satuanKerja.nama), asc(kopSurat.id))
    .limit(page.per_page)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: count() })
    .from(kopSurat)
    .innerJoin(satuanKerja, eq(satuanKerja.id, kopSurat.satuanKerjaId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export const findKopSurat = async (db: DbOrTx, id: string): Promise<KopSuratRow | undefined> =>
  (await joined(db).where(eq(kopSurat.id, id)).limit(1))[0];

export const findKopSuratOfSatuanKerja = async (
  db: DbOrTx,
  satuanKerjaId: number,
): Promise<KopSuratRow | undefined> =>
  (await joined(db).where(eq(kopSurat.satuanKerjaId, satuanKerjaId)).limit(1))[0];

export const findSatuanKerjaByKode = async (db: DbOrTx, kodeSkpd: string) =>
  (
    await db
      .select({ id: satuanKerja.id, nama: satuanKerja.nama })
      .from(satuanKerja)
      .where(eq(satuanKerja.kodeSkpd, kodeSkpd))
      .limit(1)
  )[0];

export const insertKopSurat = (db: DbOrTx, row: { id: string; satuanKerjaId: number }) =>
  db.insert(kopSurat).values(row);

export const setKopSuratFile = (db: DbOrTx, id: string, fileId: string) =>
  db.update(kopSurat).set({ fileId }).where(eq(kopSurat.id, id));

export const setKopSuratKertas = (db: DbOrTx, id: string, ukuranKertas: "A4" | "F4") =>
  db.update(kopSurat).set({ ukuranKertas }).where(eq(kopSurat.id, id));

export const deleteKopSuratRow = (db: DbOrTx, id: string) =>
  db.delete(kopSurat).where(eq(kopSurat.id, id));

/** True when the file is some work unit's letterhead. */
export const isLetterheadFile = async (db: DbOrTx, fileId: string): Promise<boolean> =>
  (await db.select({ id: kopSurat.id }).from(kopSurat).where(eq(kopSurat.fileId, fileId)).limit(1))
    .length > 0;

import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jenisNaskah, kegiatan, petunjukDisposisi, satuanKerja } from "../../db/schema";
import { likePattern, offsetOf, type PageRequest } from "../../lib/pagination";

/** One page of a work unit's activities (by code), optionally matching `q` in code or name. */
export async function pageKegiatan(
  db: DbOrTx,
  filter: { satuanKerjaId?: number; kodeSkpd?: string; q?: string },
  page: PageRequest,
) {
  const where = and(
    filter.kodeSkpd === undefined
      ? eq(kegiatan.satuanKerjaId, filter.satuanKerjaId ?? -1)
      : eq(satuanKerja.kodeSkpd, filter.kodeSkpd),
    filter.q
      ? or(ilike(kegiatan.kode, likePattern(filter.q)), ilike(kegiatan.nama, likePattern(filter.q)))
      : undefined,
  );
  const rows = await db
    .select({ id: kegiatan.id, code: kegiatan.kode, name: kegiatan.nama })
    .from(kegiatan)
    .innerJoin(satuanKerja, eq(satuanKerja.id, kegiatan.satuanKerjaId))
    .where(where)
    .orderBy(asc(kegiatan.kode), asc(kegiatan.id))
    .limit(page.per_page)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: count() })
    .from(kegiatan)
    .innerJoin(satuanKerja, eq(satuanKerja.id, kegiatan.satuanKerjaId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export const allJenisNaskah = (db: DbOrTx) =>
  db
    .select({
      id: jenisNaskah.id,
      kode: jenisNaskah.kode,
      nama: jenisNaskah.nama,
      type: jenisNaskah.type,
      template: jenisNaskah.template,
    })
    .from(jenisNaskah)
    .orderBy(asc(jenisNaskah.sortOrder), asc(jenisNaskah.id));

export const allPetunjukDisposisi = (db: DbOrTx) =>
  db
    .select({ text: petunjukDisposisi.text })
    .from(petunjukDisposisi)
    .orderBy(asc(petunjukDisposisi.sortOrder), asc(petunjukDisposisi.id));

import {
  DEFAULT_NUMBER_PATTERN,
  formatNumberPattern,
  sifatCode,
} from "@lontar/contracts/nomor-pattern";
import {
  PENOMORAN_MESSAGES,
  type PenomoranInput,
  type PenomoranItem,
} from "@lontar/contracts/penomoran";
import type { DbOrTx } from "../../db/client";
import { notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { todayInJakarta } from "../../lib/jakarta-day";
import * as repo from "./penomoran.repository";
import { numberingFor, type OwnPattern } from "./penomoran.rules";

const SATUAN_KERJA_UNKNOWN = "Satuan kerja tidak ditemukan";

/** The next running number a sequence would give today (peeked, not taken). */
async function peekNext(db: DbOrTx, sequence: repo.CounterScope) {
  let candidate = (await repo.lastCounter(db, sequence)) + 1;
  while (await repo.numberTaken(db, sequence, candidate)) candidate += 1;
  return candidate;
}

/**
 * `GET /egs/master/penomoran/{satuan_kerja_id}`: the default row and one per letter type, each
 * with the next number it would give (a letter classified `000`, sifat Biasa, signed by the
 * unit's head).
 */
export async function getPenomoran(db: DbOrTx, satuanKerjaId: number): Promise<PenomoranItem[]> {
  if (!(await repo.satuanKerjaExists(db, satuanKerjaId))) throw notFound(SATUAN_KERJA_UNKNOWN);
  const own = await repo.patternsOf(db, satuanKerjaId);
  const today = todayInJakarta();
  const parts = {
    kode_klasifikasi: "000",
    kode_unit: (await repo.unitCodeOf(db, satuanKerjaId)) ?? "",
    kode_jabatan: await repo.headJabatanCode(db, satuanKerjaId),
    sifat: sifatCode("Biasa"),
    tanggal: today,
  };
  const tahun = Number(today.slice(0, 4));
  const next = (scope: number) => peekNext(db, { satuanKerjaId, scope, tahun });
  const row = async (jenisNaskahId: number | null) => {
    const { scope, pattern } = numberingFor(own, jenisNaskahId);
    const contoh = formatNumberPattern(pattern, { ...parts, nomor: await next(scope) });
    return { contoh, contoh_bagian: { ...parts, nomor: await next(jenisNaskahId ?? 0) } };
  };
  const fallback = own.find((row) => row.jenisNaskahId === null)?.pattern;
  const items: PenomoranItem[] = [
    {
      tipe_surat: null,
      nama: "Bawaan",
      pattern: fallback ?? DEFAULT_NUMBER_PATTERN,
      ...(await row(null)),
    },
  ];
  for (const type of await repo.letterTypes(db)) {
    items.push({
      tipe_surat: type.id,
      nama: type.nama,
      pattern: own.find((mine) => mine.jenisNaskahId === type.id)?.pattern ?? null,
      ...(await row(type.id)),
    });
  }
  return items;
}

/**
 * `PUT /egs/master/penomoran/{satuan_kerja_id}`: replaces the unit's patterns. Letters already
 * numbered keep their numbers; a type given a pattern of its own starts its own sequence.
 * @throws NOT_FOUND (404) for an unknown work unit; VALIDATION_FAILED (422) for an unknown type.
 */
export async function setPenomoran(
  db: DbOrTx,
  auth: AuthUser,
  satuanKerjaId: number,
  input: PenomoranInput,
  ip: string | null,
): Promise<PenomoranItem[]> {
  if (!(await repo.satuanKerjaExists(db, satuanKerjaId))) throw notFound(SATUAN_KERJA_UNKNOWN);
  const known = new Set((await repo.letterTypes(db)).map((type) => type.id));
  const rows: OwnPattern[] = [];
  for (const item of input.items) {
    if (item.tipe_surat !== null && !known.has(item.tipe_surat))
      throw validationFailed({ items: [PENOMORAN_MESSAGES.unknownType] });
    if (item.pattern) rows.push({ jenisNaskahId: item.tipe_surat, pattern: item.pattern.trim() });
  }
  await db.transaction(async (tx) => {
    const before = await repo.patternsOf(tx, satuanKerjaId);
    await repo.replacePatterns(tx, satuanKerjaId, rows, auth.userId);
    await writeAudit(tx, {
      userId: auth.userId,
      action: "numbering_changed",
      target: { type: "satuan_kerja", id: String(satuanKerjaId) },
      detail: { before, after: rows },
      ip,
    });
  });
  return getPenomoran(db, satuanKerjaId);
}

import type {
  StatistikCountQuery,
  StatistikCounts,
  StatistikKlasifikasiQuery,
  StatistikMonth,
} from "@lontar/contracts/statistik";
import { STATISTIK_TEXT } from "@lontar/contracts/statistik";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import { forbidden, notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { findKlasifikasiById, findKlasifikasiByKode } from "../surat/surat.repository";
import * as repo from "./statistik.repository";
import { monthBounds, twelveMonths } from "./statistik.rules";

/** The user's own work unit; administrators (level 1) may name another. */
function unitOf(auth: AuthUser, requested: number | undefined) {
  if (!requested || requested === auth.satuanKerjaId) return auth.satuanKerjaId;
  if (auth.userLevel === USER_LEVEL.admin) return requested;
  throw forbidden(STATISTIK_TEXT.otherUnit);
}

/**
 * `GET egs/statistik/count`: the five tiles of one month for the work unit's people.
 * Throws FORBIDDEN when a non-administrator asks for another work unit.
 */
export async function statistikCounts(
  db: DbOrTx,
  auth: AuthUser,
  query: StatistikCountQuery,
): Promise<StatistikCounts> {
  const { from, to } = monthBounds(query.year, query.month);
  return repo.unitActivityCounts(db, unitOf(auth, query.satuan_kerja_id), from, to);
}

/**
 * `GET egs/statistik/klasifikasi`: the work unit's delivered letters per month of the year,
 * of one classification (by `id` or `kode`) with its sub-codes, or of all.
 * Throws NOT_FOUND for an unknown classification, FORBIDDEN as `statistikCounts`.
 */
export async function lettersPerMonth(
  db: DbOrTx,
  auth: AuthUser,
  query: StatistikKlasifikasiQuery,
): Promise<StatistikMonth[]> {
  const satuanKerjaId = unitOf(auth, query.satuan_kerja_id);
  let klasifikasiId: number | undefined;
  if (query.id || query.kode) {
    const code = query.id
      ? await findKlasifikasiById(db, query.id)
      : await findKlasifikasiByKode(db, query.kode as string);
    if (!code) throw notFound("Klasifikasi tidak ditemukan");
    klasifikasiId = code.id;
  }
  const rows = await repo.lettersPerMonth(db, {
    satuanKerjaId,
    from: `${query.year}-01-01`,
    to: `${query.year + 1}-01-01`,
    klasifikasiId,
  });
  return twelveMonths(rows);
}

import type { StatistikArsip } from "@lontar/contracts/arsip";
import type { DbOrTx } from "../../db/client";
import { scopedSatuanKerja } from "../../lib/access";
import type { AuthUser } from "../../lib/auth-user";
import { ARSIP_MENU, arsipScope } from "./arsip.access";
import { countPerMonth } from "./arsip.repository";
import { monthlyTotals } from "./arsip.rules";
import { currentYear } from "./arsip-list.service";

/**
 * Active archive items per month of the year they were recorded (`created_at`, Jakarta time),
 * optionally of one type. @throws FORBIDDEN 403 without the Statistik Arsip menu.
 */
export async function statistikArsip(
  db: DbOrTx,
  auth: AuthUser,
  query: { tahun?: number; jenis_arsip_id?: number | null; satuan_kerja_id?: number },
): Promise<StatistikArsip> {
  const scope = await arsipScope(db, auth, ARSIP_MENU.statistik);
  const tahun = query.tahun ?? currentYear();
  const rows = await countPerMonth(db, {
    tahun,
    satuanKerjaId: scopedSatuanKerja(scope, query.satuan_kerja_id),
    jenisArsipId: query.jenis_arsip_id ?? null,
  });
  return monthlyTotals(tahun, rows);
}

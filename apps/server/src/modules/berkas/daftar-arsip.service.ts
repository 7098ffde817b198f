import type { Readable } from "node:stream";
import type { DaftarArsipQuery } from "@lontar/contracts/berkas";
import { satuanKerjaMessages } from "@lontar/contracts/satuan-kerja";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { waktuIndonesia } from "../../lib/jakarta-day";
import { pdfWork } from "../../workers/pdf-pool";
import { ARSIP_MENU, arsipScope, targetSatuanKerja } from "../arsip/arsip.access";
import { berkasClock } from "./berkas.clock";
import { daftarArsipWorkbook } from "./daftar-arsip.excel";
import { daftarArsipRows, satuanKerjaName } from "./daftar-arsip.repository";
import { DAFTAR_STATUSES, daftarArsipView, daftarFileName } from "./daftar-arsip.rules";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The Daftar Arsip Aktif or Inaktif of one work unit as an .xlsx or a PDF, with the berkas'
 * statuses on the berkas clock's day (which also names the file).
 * @param query.satuan_kerja_id administrators' choice of unit (their own by default).
 * @throws FORBIDDEN 403 without the Pemberkasan menu, or for another unit than the own;
 * NOT_FOUND 404 for an unknown unit.
 */
export async function daftarArsip(
  db: DbOrTx,
  auth: AuthUser,
  query: DaftarArsipQuery,
  now = new Date(),
): Promise<{ fileName: string; contentType: string; body: Buffer | Readable }> {
  const scope = await arsipScope(db, auth, ARSIP_MENU.pemberkasan);
  const satuanKerjaId = targetSatuanKerja(scope, auth, query.satuan_kerja_id);
  const nama = await satuanKerjaName(db, satuanKerjaId);
  if (!nama) throw notFound(satuanKerjaMessages.notFound);
  const today = berkasClock.today();
  const rows = await daftarArsipRows(
    db,
    { satuanKerjaId, statuses: DAFTAR_STATUSES[query.jenis] },
    today,
  );
  const view = daftarArsipView(query.jenis, rows, {
    satuanKerja: nama,
    today,
    dicetak: waktuIndonesia(now),
  });
  const fileName = daftarFileName(query.jenis, today, query.format);
  if (query.format === "pdf")
    return {
      fileName,
      contentType: "application/pdf",
      body: await pdfWork.renderDaftarArsip(view),
    };
  return { fileName, contentType: XLSX_TYPE, body: await daftarArsipWorkbook(view) };
}

import { PassThrough, type Readable } from "node:stream";
import {
  type ArsipListKey,
  type ArsipPrintRow,
  type ArsipPrintView,
  penyimpananLabel,
} from "@lontar/contracts/arsip";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { pegawai, satuanKerja } from "../../db/schema";
import { scopedSatuanKerja } from "../../lib/access";
import type { AuthUser } from "../../lib/auth-user";
import { loadExcel } from "../../lib/excel";
import { dateAndTimeInJakarta, longDateInJakarta } from "../../lib/jakarta-day";
import { ARSIP_MENU, arsipScope } from "./arsip.access";
import * as repo from "./arsip.repository";
import { type ArsipListQuery, listFilter, toArsipItem } from "./arsip-list.service";

const TITLES: Record<ArsipListKey, string> = {
  aktif: "Daftar Arsip",
  terhapus: "Daftar Arsip Terhapus",
  "usul-musnah": "Daftar Usul Musnah Arsip",
};

type ExportQuery = Omit<ArsipListQuery, "page" | "per_page">;

/** Every row of a list as the print view and the Excel sheet show them. */
async function exportRows(db: DbOrTx, auth: AuthUser, key: ArsipListKey, query: ExportQuery) {
  const scope = await arsipScope(db, auth, ARSIP_MENU.tabel);
  const { rows } = await repo.pageArsip(db, listFilter(scope, key, query, auth.userId), null);
  const items: ArsipPrintRow[] = rows.map((row) => {
    const item = toArsipItem(row);
    return {
      jenis_arsip: item.jenis_arsip.nama,
      nama_penyimpanan: penyimpananLabel(item.penyimpanan),
      no_dokumen: item.no_dokumen,
      tahun: item.tahun,
      nama_arsip: item.nama_arsip,
      klasifikasi: item.klasifikasi ? `${item.klasifikasi.kode} ${item.klasifikasi.nama}` : null,
      inaktif_sampai: item.retensi?.inaktif_sampai ?? null,
    };
  });
  return { items, satuanKerjaId: scopedSatuanKerja(scope, query.satuan_kerja_id) };
}

/**
 * The print-view data of a list: title, date, agency (the work unit listed, or all), the
 * printer's name and the print time, and the rows. @throws FORBIDDEN 403.
 */
export async function arsipPrintView(
  db: DbOrTx,
  auth: AuthUser,
  key: ArsipListKey,
  query: ExportQuery,
  now = new Date(),
): Promise<ArsipPrintView> {
  const { items, satuanKerjaId } = await exportRows(db, auth, key, query);
  const [unit] =
    satuanKerjaId === undefined
      ? []
      : await db
          .select({ nama: satuanKerja.nama })
          .from(satuanKerja)
          .where(eq(satuanKerja.id, satuanKerjaId));
  const [me] = await db
    .select({ name: pegawai.name })
    .from(pegawai)
    .where(eq(pegawai.id, auth.pegawaiId));
  return {
    title: TITLES[key],
    tanggal: longDateInJakarta(now),
    pencetak: me?.name ?? auth.username,
    dicetak: dateAndTimeInJakarta(now),
    instansi: unit?.nama ?? "Semua Satuan Kerja",
    items,
  };
}

const COLUMNS: { header: string; key: keyof ArsipPrintRow | "no"; width: number }[] = [
  { header: "No", key: "no", width: 6 },
  { header: "Jenis Arsip", key: "jenis_arsip", width: 24 },
  { header: "Nama Penyimpanan", key: "nama_penyimpanan", width: 22 },
  { header: "Nomor Dokumen", key: "no_dokumen", width: 26 },
  { header: "Tahun", key: "tahun", width: 8 },
  { header: "Nama Arsip", key: "nama_arsip", width: 44 },
  { header: "Klasifikasi", key: "klasifikasi", width: 36 },
  { header: "Inaktif Sampai", key: "inaktif_sampai", width: 14 },
];

/**
 * The list as an .xlsx, written with exceljs's streaming writer: a bold header row, numbers
 * as numbers, set column widths. @throws FORBIDDEN 403 (before any byte is written).
 */
export async function arsipExcel(
  db: DbOrTx,
  auth: AuthUser,
  key: ArsipListKey,
  query: ExportQuery,
): Promise<{ fileName: string; stream: Readable }> {
  const { items } = await exportRows(db, auth, key, query);
  const stream = new PassThrough();
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(TITLES[key].slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  items.forEach((item, i) => {
    sheet.addRow({ no: i + 1, ...item }).commit();
  });
  sheet.commit();
  workbook.commit().catch((error: Error) => stream.destroy(error));
  return { fileName: `${TITLES[key].toLowerCase().replaceAll(" ", "-")}.xlsx`, stream };
}

import { PassThrough, type Readable } from "node:stream";
import { loadExcel } from "../../lib/excel";
import type { DaftarArsipView } from "./daftar-arsip.rules";

/** The header block takes rows 1–3; row 4 is blank; the column headers are row 5. */
export const HEADER_ROW = 5;

const THIN = { style: "thin" } as const;
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/**
 * The list as an .xlsx, written with exceljs's streaming writer (as the archive export): title,
 * work unit and day above a bordered table whose header row stays in view.
 */
export async function daftarArsipWorkbook(view: DaftarArsipView): Promise<Readable> {
  const stream = new PassThrough();
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(view.title.slice(0, 31), {
    views: [{ state: "frozen", ySplit: HEADER_ROW }],
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1 },
  });
  sheet.columns = view.columns.map((c) => ({ width: c.width }));
  const last = view.columns.length;

  const title = sheet.addRow([view.title]);
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: "center" };
  sheet.mergeCells(1, 1, 1, last);
  title.commit();
  sheet.addRow(["Satuan Kerja", view.satuanKerja]).commit();
  sheet.addRow(["Tanggal", view.tanggal]).commit();
  sheet.addRow([]).commit();

  const header = sheet.addRow(view.columns.map((c) => c.header));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { horizontal: "center", vertical: "middle", wrapText: true };
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8EEF6" } };
    cell.border = BORDER;
  });
  header.commit();
  for (const cells of view.rows) {
    const row = sheet.addRow(cells);
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.alignment = { vertical: "top", wrapText: true };
      cell.border = BORDER;
    });
    row.commit();
  }
  sheet.commit();
  workbook.commit().catch((error: Error) => stream.destroy(error));
  return stream;
}

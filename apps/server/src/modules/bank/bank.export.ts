import { PassThrough, type Readable } from "node:stream";
import {
  type BankFilter,
  type BankKind,
  type BankPrintRow,
  bankExcelFileName,
} from "@lontar/contracts/bank";
import { statusLabel } from "@lontar/contracts/mail-status";
import type ExcelJS from "exceljs";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../../lib/auth-user";
import { loadExcel } from "../../lib/excel";
import { excelDay } from "./bank.rules";
import { assertBankAccess, bankBatches, printHeader, toPrintRow } from "./bank.service";

/** Resolves once the stream takes more (or throws when the client has gone). */
async function drained(stream: PassThrough): Promise<void> {
  if (stream.destroyed) throw new Error("export stream closed");
  if (!stream.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      stream.off("close", closed);
      resolve();
    };
    const closed = () => {
      stream.off("drain", done);
      reject(new Error("export stream closed"));
    };
    stream.once("drain", done);
    stream.once("close", closed);
  });
}

/** Runs the writer in the background; a failure ends the response instead of hanging it. */
function pump(stream: PassThrough, write: () => Promise<void>): Readable {
  write().catch((error: Error) => stream.destroy(error));
  return stream;
}

/**
 * `GET egs/master/{bank}/export`: `{ items: { title, tanggal, instansi, pencetak, dicetak,
 * filter, datas: [...] } }`, written batch by batch so any number of rows streams in
 * constant memory. @throws FORBIDDEN 403 (before any byte is written).
 */
export async function bankExportJson(
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  filter: BankFilter,
): Promise<Readable> {
  await assertBankAccess(db, auth, kind);
  const header = await printHeader(db, auth, kind, filter);
  const stream = new PassThrough();
  return pump(stream, async () => {
    const envelope = JSON.stringify({ items: { ...header, datas: [] } });
    // '…"datas":[]}}': open the array, stream the rows into it, close it.
    stream.write(envelope.slice(0, -3));
    let first = true;
    for await (const batch of bankBatches(db, auth, kind, filter)) {
      const rows = batch.map((item) => JSON.stringify(toPrintRow(item))).join(",");
      stream.write(first ? rows : `,${rows}`);
      first = false;
      await drained(stream);
    }
    stream.end("]}}");
  });
}

interface Column {
  header: string;
  width: number;
  value: (row: BankPrintRow, index: number) => ExcelJS.CellValue;
  date?: boolean;
}

const senderWithUnit = (row: BankPrintRow) =>
  row.dari ? `${row.dari} (${row.satuan_kerja_nama})` : row.satuan_kerja_nama;

/** The status word each list shows in its badge: the letter's status or the unit's progress. */
const status: Column = { header: "Status", width: 18, value: (r) => statusLabel(r.status) };

/** The printable lists' columns (spec 01 "Workflow lists"), numbered, with the list's Status. */
export const EXCEL_COLUMNS: Record<BankKind, Column[]> = {
  keluar: [
    { header: "No", width: 6, value: (_, i) => i + 1 },
    { header: "Tanggal Dibuat", width: 14, value: (r) => excelDay(r.tanggal), date: true },
    { header: "Nomor Surat", width: 30, value: (r) => r.no_surat ?? "" },
    { header: "Hal", width: 50, value: (r) => r.hal },
    { header: "Pengirim", width: 30, value: (r) => r.dari ?? "" },
    status,
    { header: "Jenis Surat", width: 22, value: (r) => r.jenis_surat ?? "" },
  ],
  "masuk-internal": [
    { header: "No", width: 6, value: (_, i) => i + 1 },
    { header: "Tanggal Terima", width: 14, value: (r) => excelDay(r.tanggal), date: true },
    { header: "Nomor Surat", width: 30, value: (r) => r.no_surat ?? "" },
    { header: "Perihal", width: 50, value: (r) => r.hal },
    { header: "Pengirim", width: 36, value: senderWithUnit },
    { header: "Disposisi", width: 44, value: (r) => r.disposisi ?? "" },
    status,
  ],
  masuk: [
    { header: "No", width: 6, value: (_, i) => i + 1 },
    { header: "Tanggal Terima", width: 14, value: (r) => excelDay(r.tanggal), date: true },
    { header: "Nomor Surat", width: 30, value: (r) => r.no_surat ?? "" },
    { header: "Perihal", width: 50, value: (r) => r.hal },
    { header: "Pengirim", width: 36, value: (r) => r.dari ?? "" },
    { header: "Disposisi", width: 44, value: (r) => r.disposisi ?? "" },
    status,
  ],
};

/** The sheet's header row: the title and filter rows sit above it. */
export const EXCEL_HEADER_ROW = 3;

/**
 * `GET egs/master/{bank}/download/excel`: the same rows as a real .xlsx, written with exceljs's
 * streaming writer batch by batch — title and filter rows, a bold header row (frozen, with an
 * auto filter), dates as date cells, set column widths, A4 landscape page set-up.
 * @throws FORBIDDEN 403 (before any byte is written).
 */
export async function bankExcel(
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  filter: BankFilter,
): Promise<{ fileName: string; stream: Readable }> {
  await assertBankAccess(db, auth, kind);
  const header = await printHeader(db, auth, kind, filter);
  const columns = EXCEL_COLUMNS[kind];
  const stream = new PassThrough();
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = header.pencetak;
  workbook.title = `${header.title} — ${header.filter}`;
  const sheet = workbook.addWorksheet(header.title.slice(0, 31), {
    views: [{ state: "frozen", ySplit: EXCEL_HEADER_ROW }],
    pageSetup: {
      paperSize: 9,
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
  });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    ...(c.date ? { style: { numFmt: "dd/mm/yyyy" } } : {}),
  }));
  const last = columns.length;
  // Merges are cells of rows still open: set them before the rows are committed.
  sheet.mergeCells(1, 1, 1, last);
  sheet.mergeCells(2, 1, 2, last);
  const title = sheet.getRow(1);
  title.getCell(1).value = `${header.title} — ${header.instansi}`;
  title.font = { bold: true, size: 14 };
  title.commit();
  const filterRow = sheet.getRow(2);
  filterRow.getCell(1).value =
    `${header.filter} · Dicetak ${header.dicetak} oleh ${header.pencetak}`;
  filterRow.font = { italic: true };
  filterRow.commit();
  const head = sheet.getRow(EXCEL_HEADER_ROW);
  columns.forEach((c, i) => {
    const cell = head.getCell(i + 1);
    cell.value = c.header;
    cell.font = { bold: true };
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8E8E8" } };
    cell.border = { bottom: { style: "thin" } };
  });
  head.commit();
  sheet.autoFilter = {
    from: { row: EXCEL_HEADER_ROW, column: 1 },
    to: { row: EXCEL_HEADER_ROW, column: last },
  };

  return {
    fileName: bankExcelFileName(kind, filter),
    stream: pump(stream, async () => {
      let n = 0;
      for await (const batch of bankBatches(db, auth, kind, filter)) {
        for (const item of batch) {
          const row = toPrintRow(item);
          sheet.addRow(columns.map((c) => c.value(row, n))).commit();
          n += 1;
        }
        await drained(stream);
      }
      sheet.commit();
      await workbook.commit();
    }),
  };
}

import type ExcelJS from "exceljs";

/**
 * ExcelJS, loaded on the first export rather than at start: it is the largest module the
 * server has (a quarter of a second to load) and most starts never write a workbook.
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import("exceljs")).default;
}

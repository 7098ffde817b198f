import { PrinterOutlined } from "@ant-design/icons";
import { Button, Spin } from "antd";
import { type ReactNode, useEffect, useRef } from "react";

export interface PrintColumn<T> {
  title: string;
  render: (row: T, index: number) => ReactNode;
  /** CSS width, e.g. "6%". */
  width?: string;
  align?: "left" | "center" | "right";
}

interface PrintLayoutProps<T> {
  title: string;
  /** The date line, agency, printer's name and print time of the header. */
  tanggal?: string;
  instansi?: string;
  pencetak?: string;
  dicetak?: string;
  columns: PrintColumn<T>[];
  rows: T[] | undefined;
  /** Shown instead of the table while the data loads or when it failed. */
  loading?: boolean;
  error?: string | null;
  /** Open the browser's print dialog once the rows have arrived (default true). */
  autoPrint?: boolean;
}

const CSS = `
.print-layout { background: #fff; color: #000; padding: 24px; font: 12px/1.4 Arial, Helvetica, sans-serif; }
.print-layout h1 { font-size: 18px; margin: 0 0 4px; text-align: center; text-transform: uppercase; }
.print-layout .print-meta { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 24px; margin: 12px 0; }
.print-layout table { width: 100%; border-collapse: collapse; }
.print-layout th, .print-layout td { border: 1px solid #000; padding: 4px 6px; vertical-align: top; }
.print-layout th { background: #e8e8e8; }
.print-layout thead { display: table-header-group; }
.print-layout tr { break-inside: avoid; page-break-inside: avoid; }
.print-toolbar { display: flex; justify-content: flex-end; gap: 8px; margin-bottom: 12px; }
@media print {
  @page { size: A4 landscape; margin: 12mm; }
  body { background: #fff !important; }
  .print-toolbar { display: none !important; }
  .print-layout { padding: 0; }
  .print-layout th { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

/**
 * A printable list (archive and letter-bank print views): a header with title, date, agency,
 * printer and print time, then a table whose header repeats on every page. A4 landscape;
 * the print dialog opens once the rows are there, and the 'Cetak' button opens it again.
 */
export function PrintLayout<T>({
  title,
  tanggal,
  instansi,
  pencetak,
  dicetak,
  columns,
  rows,
  loading,
  error,
  autoPrint = true,
}: PrintLayoutProps<T>) {
  const printed = useRef(false);
  useEffect(() => {
    if (!autoPrint || printed.current || !rows) return;
    printed.current = true;
    // Let the table paint before the (blocking) dialog opens.
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, [autoPrint, rows]);

  return (
    <div className="print-layout">
      <style>{CSS}</style>
      <div className="print-toolbar">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          Cetak
        </Button>
      </div>
      <h1>{title}</h1>
      <div className="print-meta">
        <div>Tanggal: {tanggal ?? "-"}</div>
        <div>Instansi: {instansi ?? "-"}</div>
        <div>Dicetak oleh: {pencetak ?? "-"}</div>
        <div>Waktu cetak: {dicetak ?? "-"}</div>
      </div>
      {error ? (
        <p role="alert">{error}</p>
      ) : loading || !rows ? (
        <Spin />
      ) : (
        <table>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.title} style={{ width: c.width, textAlign: c.align ?? "left" }}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} style={{ textAlign: "center" }}>
                  Tidak ada data
                </td>
              </tr>
            ) : (
              rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: print rows have no identity and never reorder
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.title} style={{ textAlign: c.align ?? "left" }}>
                      {c.render(row, i)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </div>
  );
}

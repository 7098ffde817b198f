import { formatNumberPattern } from "@lontar/contracts/nomor-pattern";
import type { PenomoranItem } from "@lontar/contracts/penomoran";
import { Input, Skeleton, Typography } from "antd";
import "./pattern-table.css";

/** The patterns being edited, by `tipe_surat` ('' for the default row). */
export type Draft = Record<string, string>;

interface PatternTableProps {
  items: PenomoranItem[];
  loading: boolean;
  draft: Draft;
  /** What is wrong with each row's pattern, by row key; null when it can be used. */
  problems: Record<string, string | null>;
  onChange: (key: string, pattern: string) => void;
}

const keyOf = (item: PenomoranItem) => String(item.tipe_surat ?? "");

/**
 * One row per pattern: the default, then each letter type. A type left empty follows the
 * default; the example is the next number, previewed from what is typed. A grid of labelled
 * fields rather than a table, so that on a phone each row stacks.
 */
export function PatternTable({ items, loading, draft, problems, onChange }: PatternTableProps) {
  const fallbackRow = items.find((item) => item.tipe_surat === null);
  const fallback = (draft[""] ?? "").trim();

  const preview = (item: PenomoranItem): string => {
    const own = (draft[keyOf(item)] ?? "").trim();
    if (own !== "") return formatNumberPattern(own, item.contoh_bagian);
    if (!fallbackRow) return item.contoh;
    return formatNumberPattern(fallback, fallbackRow.contoh_bagian);
  };

  if (loading) return <Skeleton active />;
  return (
    <div className="pattern-rows">
      <div className="pattern-rows__head" aria-hidden>
        <span>Jenis Surat</span>
        <span>Pola Nomor</span>
        <span>Contoh Nomor Berikutnya</span>
      </div>
      {items.map((item) => {
        const key = keyOf(item);
        const problem = problems[key] ?? null;
        const id = `pola-${key || "bawaan"}`;
        const isDefault = item.tipe_surat === null;
        return (
          <div className="pattern-rows__row" key={key}>
            <label htmlFor={id} className="pattern-rows__name">
              {isDefault ? <strong>Pola bawaan</strong> : item.nama}
            </label>
            <div>
              <Input
                id={id}
                aria-label={isDefault ? "Pola nomor bawaan" : `Pola nomor ${item.nama}`}
                aria-describedby={`${id}-contoh`}
                value={draft[key] ?? ""}
                placeholder={isDefault ? undefined : "Mengikuti pola bawaan"}
                status={problem ? "error" : undefined}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => onChange(key, event.target.value)}
              />
              {problem ? (
                <Typography.Text type="danger" role="alert">
                  {problem}
                </Typography.Text>
              ) : null}
            </div>
            <output id={`${id}-contoh`} className="pattern-rows__contoh">
              <span className="pattern-rows__phone-label">Contoh: </span>
              {problem ? "-" : <code data-testid="contoh">{preview(item)}</code>}
            </output>
          </div>
        );
      })}
    </div>
  );
}

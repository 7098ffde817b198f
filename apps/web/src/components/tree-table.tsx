import type { PageMeta } from "@lontar/contracts/common";
import { Table, type TableProps } from "antd";
import { useMemo, useState } from "react";
import { PageFooter } from "./paged-table";
import { useScrollRegion } from "./scroll-region";

export interface TreeRow {
  childs?: TreeRow[] | null;
}

interface TreeTableProps<T extends TreeRow> {
  /** The columns; row actions are `fixed: "right"`, kept in view at the right edge. */
  columns: TableProps<T>["columns"];
  data: T[] | undefined;
  rowKey: TableProps<T>["rowKey"];
  loading?: boolean;
  /** Indent of each level, in percent of the first column (spec 02 §2.3: 3). */
  indentPercent?: number;
  /** Expand every node at first render. */
  defaultExpandAll?: boolean;
  /**
   * Keep every node expanded, also nodes that arrive with a reload, except those the user
   * collapsed (ignored when `expandedRowKeys` is given).
   */
  expandAll?: boolean;
  emptyText?: string;
  expandedRowKeys?: React.Key[];
  onExpandedRowsChange?: (keys: readonly React.Key[]) => void;
  /** `meta` of a list paged over its top-level rows: shows the paged-table footer. */
  meta?: PageMeta;
  /**
   * What one row is called ('unit kerja', 'jabatan', …): the footer says its total counts the
   * top-level rows and how many rows the page holds with their children.
   */
  countNoun?: string;
  /** Required with `meta`. */
  onPageChange?: (page: number, perPage: number) => void;
  /** The list's name: names the scrolling table region. */
  label: string;
}

/**
 * A tree of records nested in `childs` (units, positions, classification codes, storage
 * locations) shown as an expandable table; actions are ordinary columns of the caller. Like
 * `PagedTable`, it is as wide as its card: long texts wrap, and what still does not fit
 * scrolls in a keyboard-focusable region while the action columns stay in view.
 */
export function TreeTable<T extends TreeRow>({
  columns,
  data,
  rowKey,
  loading,
  indentPercent = 3,
  defaultExpandAll,
  emptyText = "Tidak ada data",
  expandedRowKeys,
  onExpandedRowsChange,
  meta,
  onPageChange,
  countNoun = "data",
  expandAll,
  label,
}: TreeTableProps<T>) {
  const region = useScrollRegion<HTMLDivElement>(label);
  // antd shows an expand button on any row with a `childs` array, also an empty one, so the
  // columns receive leaves as copies without `childs`.
  const rows = useMemo(() => (data ? withoutEmptyChilds(data) : data), [data]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<React.Key>>(new Set());
  const parentKeys = useMemo(() => keysWithChilds(data ?? [], rowKey), [data, rowKey]);
  const auto = expandAll && !expandedRowKeys;
  const table = (
    <Table<T>
      className="tree-table"
      style={{ ["--tree-indent" as string]: `${indentPercent}%` }}
      columns={columns}
      dataSource={rows}
      rowKey={rowKey}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: true }}
      tableLayout="auto"
      locale={{ emptyText }}
      expandable={{
        childrenColumnName: "childs",
        defaultExpandAllRows: defaultExpandAll,
        expandedRowKeys: auto ? parentKeys.filter((k) => !collapsed.has(k)) : expandedRowKeys,
        onExpandedRowsChange: auto
          ? (keys) => setCollapsed(new Set(parentKeys.filter((k) => !keys.includes(k))))
          : onExpandedRowsChange,
        // antd indents by pixels; the spec grows the indent by a percentage per level.
        indentSize: 0,
      }}
    />
  );
  if (!meta || !onPageChange) return <div ref={region}>{table}</div>;
  return (
    <div className="paged-table" ref={region}>
      {table}
      <PageFooter
        meta={meta}
        onPageChange={onPageChange}
        note={treeCountNote(countNoun, data ?? [])}
      />
    </div>
  );
}

/**
 * The footer's line under the spec's text: the server pages and counts the top-level rows,
 * while the page shows every level below them too.
 */
export function treeCountNote(noun: string, rows: TreeRow[]): string {
  return `Total entri menghitung ${noun} tingkat teratas; halaman ini memuat ${countRows(rows)} ${noun}, termasuk tingkat di bawahnya.`;
}

/** Rows at every depth. */
function countRows(rows: TreeRow[]): number {
  return rows.reduce((n, row) => n + 1 + countRows(row.childs ?? []), 0);
}

/** Keys of the rows that have children, at every depth. */
function keysWithChilds<T extends TreeRow>(
  rows: T[],
  rowKey: TableProps<T>["rowKey"],
): React.Key[] {
  const keyOf = (row: T, index: number): React.Key =>
    typeof rowKey === "function"
      ? rowKey(row, index)
      : ((row as Record<string, unknown>)[String(rowKey ?? "key")] as React.Key);
  return rows.flatMap((row, index) =>
    row.childs && row.childs.length > 0
      ? [keyOf(row, index), ...keysWithChilds(row.childs as T[], rowKey)]
      : [],
  );
}

/** Copies of the rows where a leaf carries no `childs` at all. */
function withoutEmptyChilds<T extends TreeRow>(rows: T[]): T[] {
  return rows.map((row) => {
    if (!row.childs || row.childs.length === 0) {
      const { childs: _leaf, ...rest } = row;
      return rest as T;
    }
    return { ...row, childs: withoutEmptyChilds(row.childs as T[]) };
  });
}

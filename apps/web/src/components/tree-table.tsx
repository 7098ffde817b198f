import { Table, type TableProps } from "antd";

export interface TreeRow {
  childs?: TreeRow[] | null;
}

interface TreeTableProps<T extends TreeRow> {
  columns: TableProps<T>["columns"];
  data: T[] | undefined;
  rowKey: TableProps<T>["rowKey"];
  loading?: boolean;
  /** Indent of each level, in percent of the first column (spec 02 §2.3: 3). */
  indentPercent?: number;
  /** Expand every node at first render. */
  defaultExpandAll?: boolean;
  emptyText?: string;
  expandedRowKeys?: React.Key[];
  onExpandedRowsChange?: (keys: readonly React.Key[]) => void;
}

/**
 * A tree of records nested in `childs` (units, positions, classification codes, storage
 * locations) shown as an expandable table; actions are ordinary columns of the caller.
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
}: TreeTableProps<T>) {
  return (
    <Table<T>
      className="tree-table"
      style={{ ["--tree-indent" as string]: `${indentPercent}%` }}
      columns={columns}
      dataSource={data}
      rowKey={rowKey}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: "max-content" }}
      locale={{ emptyText }}
      expandable={{
        childrenColumnName: "childs",
        defaultExpandAllRows: defaultExpandAll,
        expandedRowKeys,
        onExpandedRowsChange,
        // antd indents by pixels; the spec grows the indent by a percentage per level.
        indentSize: 0,
      }}
    />
  );
}

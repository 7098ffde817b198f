import { Empty, Spin, type TableColumnType, type TableProps } from "antd";
import type { Key, ReactNode } from "react";

type Columns<T> = NonNullable<TableProps<T>["columns"]>;

/**
 * A column of row actions (edit, delete, lock…): kept in view at the table's right edge while
 * the columns between scroll, and set at the foot of each card on a phone.
 */
export const isActionColumn = <T,>(column: TableColumnType<T>) =>
  column.fixed === "right" || column.fixed === "end";

/** The leaf columns, in order, without hidden ones. */
export function leafColumns<T>(columns: Columns<T>): TableColumnType<T>[] {
  return columns.flatMap((column) => {
    if (column.hidden) return [];
    if ("children" in column && column.children) return leafColumns(column.children);
    return [column as TableColumnType<T>];
  });
}

/** What antd would show in the column's cell of `row`. */
function cellOf<T>(column: TableColumnType<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex === undefined ? [] : [column.dataIndex].flat();
  const value = path.reduce<unknown>(
    (v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k as string]),
    path.length > 0 ? row : undefined,
  );
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

const keyOf = <T,>(column: TableColumnType<T>, index: number): Key =>
  column.key ?? (column.dataIndex === undefined ? index : [column.dataIndex].flat().join("."));

const titleOf = <T,>(column: TableColumnType<T>): ReactNode =>
  typeof column.title === "function" ? null : column.title;

export interface ListCardsProps<T> {
  columns: Columns<T>;
  data: T[] | undefined;
  rowKey: TableProps<T>["rowKey"];
  loading?: boolean;
  rowClassName?: TableProps<T>["rowClassName"];
  emptyText: string;
  /** The list's name. */
  label: string;
  /** Key of the column that heads each card; default 'hal' (a letter's subject), else the first. */
  titleKey?: string;
  /** Opens a row when its card is tapped, for lists whose heading is not a link already. */
  onOpen?: (row: T) => void;
  /** Whether `onOpen` can open this row (default: every row). */
  canOpen?: (row: T) => boolean;
}

/**
 * A list's rows as cards, for phones: the heading column first (the subject), the other
 * columns as label and value, the actions at the foot. The heading's link (or, with `onOpen`,
 * its button) covers the whole card, so a tap anywhere opens the row while keyboards and
 * screen readers meet one ordinary link; the controls inside sit above it.
 */
export function ListCards<T extends object>({
  columns,
  data,
  rowKey,
  loading,
  rowClassName,
  emptyText,
  label,
  titleKey = "hal",
  onOpen,
  canOpen = () => true,
}: ListCardsProps<T>) {
  const leaves = leafColumns(columns);
  const actions = leaves.filter(isActionColumn);
  const rest = leaves.filter((c) => !isActionColumn(c) && c.key !== "no");
  const title = rest.find((c) => c.key === titleKey) ?? rest[0];
  const fields = rest.filter((c) => c !== title);
  const keyOfRow = (row: T, index: number): Key =>
    typeof rowKey === "function"
      ? rowKey(row, index)
      : ((row as Record<string, Key>)[String(rowKey ?? "key")] ?? index);
  const classOf = (row: T, index: number) =>
    typeof rowClassName === "function" ? rowClassName(row, index, 0) : (rowClassName ?? "");

  return (
    <Spin spinning={Boolean(loading)}>
      {data && data.length > 0 ? (
        <ul className="list-cards" aria-label={label}>
          {data.map((row, index) => (
            <li key={keyOfRow(row, index)} className={`list-card ${classOf(row, index)}`.trim()}>
              {title ? (
                <div className="list-card__title">
                  {onOpen && canOpen(row) ? (
                    <button type="button" className="list-card__open" onClick={() => onOpen(row)}>
                      {cellOf(title, row, index)}
                    </button>
                  ) : (
                    cellOf(title, row, index)
                  )}
                </div>
              ) : null}
              {fields.length > 0 ? (
                <dl className="list-card__fields">
                  {fields.map((column, i) => (
                    <div key={keyOf(column, i)} className="list-card__field">
                      {titleOf(column) ? <dt>{titleOf(column)}</dt> : null}
                      <dd>{cellOf(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {actions.length > 0 ? (
                <div className="list-card__actions">
                  {actions.map((column, i) => (
                    <div key={keyOf(column, i)} className="list-card__action">
                      {titleOf(column) ? (
                        <span className="list-card__action-label">{titleOf(column)}</span>
                      ) : null}
                      {cellOf(column, row, index)}
                    </div>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Empty
          className="list-cards__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={loading ? " " : emptyText}
        />
      )}
    </Spin>
  );
}

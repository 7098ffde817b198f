import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  LeftOutlined,
  RightOutlined,
} from "@ant-design/icons";
import type { PageMeta } from "@lontar/contracts/common";
import { Button, Select, Space, Table, type TableProps } from "antd";
import { useIsPhone } from "../lib/use-media-query";
import { ListCards } from "./list-cards";
import { useScrollRegion } from "./scroll-region";

/** The footer text of every paged list (spec 01 §2). */
export const pageFooterText = (meta: Pick<PageMeta, "current_page" | "last_page" | "total">) =>
  `Menampilkan page ${meta.current_page} dari ${meta.last_page} total pages dan ${meta.total} total entri`;

interface PagedTableProps<T> {
  /**
   * The columns; row actions are `fixed: "right"` (see `isActionColumn`): they stay in view at
   * the right edge on wide screens and sit at the foot of each card on phones.
   */
  columns: TableProps<T>["columns"];
  data: T[] | undefined;
  rowKey: TableProps<T>["rowKey"];
  /** `meta` of the list answer; while it is undefined the footer is hidden. */
  meta: PageMeta | undefined;
  loading?: boolean;
  onPageChange: (page: number, perPage: number) => void;
  /** Page sizes offered (e.g. [10, 20, 50] for the letter bank); none offers no choice. */
  perPageOptions?: number[];
  rowClassName?: TableProps<T>["rowClassName"];
  /** Text when the list is empty. */
  emptyText?: string;
  /** Table props passed through (expandable, onRow, scroll, size…). */
  tableProps?: Omit<TableProps<T>, "columns" | "dataSource" | "rowKey" | "pagination" | "loading">;
  /** The list's name (its page or tab title): names the scrolling table region and card list. */
  label: string;
  /** Key of the column heading each card on a phone (default 'hal', the subject; else the first). */
  cardTitleKey?: string;
  /** Opens a row when its card is tapped on a phone, where the heading column has no link. */
  onOpen?: (row: T) => void;
  /** Whether `onOpen` can open this row (default: every row). */
  canOpen?: (row: T) => boolean;
}

/**
 * A server-paged table with the spec's footer ('Menampilkan page X dari Y total pages dan
 * Z total entri') and first, previous, next and last controls. The table is as wide as its
 * card: long texts wrap, and when the columns still do not fit, the middle ones scroll (a
 * keyboard-focusable region) while the action columns stay at the right edge. On a phone
 * each row is a card instead (`ListCards`); selection lists (pickers) stay tables.
 */
export function PagedTable<T extends object>({
  columns,
  data,
  rowKey,
  meta,
  loading,
  onPageChange,
  perPageOptions,
  rowClassName,
  emptyText = "Tidak ada data",
  tableProps,
  label,
  cardTitleKey,
  onOpen,
  canOpen,
}: PagedTableProps<T>) {
  const phone = useIsPhone();
  const region = useScrollRegion<HTMLDivElement>(label);
  const cards = phone && !tableProps?.rowSelection;
  return (
    <div className="paged-table" ref={region}>
      {cards ? (
        <ListCards<T>
          columns={columns ?? []}
          data={data}
          rowKey={rowKey}
          loading={loading}
          rowClassName={rowClassName}
          emptyText={emptyText}
          label={label}
          titleKey={cardTitleKey}
          onOpen={onOpen}
          canOpen={canOpen}
        />
      ) : (
        <Table<T>
          columns={columns}
          dataSource={data}
          rowKey={rowKey}
          loading={loading}
          pagination={false}
          rowClassName={rowClassName}
          locale={{ emptyText }}
          scroll={{ x: true }}
          tableLayout="auto"
          size="middle"
          {...tableProps}
        />
      )}
      {meta ? (
        <PageFooter meta={meta} onPageChange={onPageChange} perPageOptions={perPageOptions} />
      ) : null}
    </div>
  );
}

interface PageFooterProps {
  meta: PageMeta;
  onPageChange: (page: number, perPage: number) => void;
  perPageOptions?: number[];
  /** A line under the spec's text saying what it counts (tree tables). */
  note?: string;
}

/** The footer of a paged list: the spec's text and the page controls (also under tree tables). */
export function PageFooter({ meta, onPageChange, perPageOptions, note }: PageFooterProps) {
  const page = meta.current_page;
  const last = meta.last_page;
  const perPage = meta.per_page;
  const go = (target: number) => onPageChange(Math.min(Math.max(1, target), last), perPage);
  return (
    <div className="paged-table__footer">
      {note ? (
        <div style={{ display: "flex", flexDirection: "column" }}>
          <span>{pageFooterText(meta)}</span>
          <small>{note}</small>
        </div>
      ) : (
        <span>{pageFooterText(meta)}</span>
      )}
      <Space size={4} wrap>
        {perPageOptions && perPageOptions.length > 1 ? (
          <Select
            aria-label="Jumlah per halaman"
            size="small"
            value={perPage}
            onChange={(value) => onPageChange(1, value)}
            options={perPageOptions.map((n) => ({ value: n, label: `${n} / halaman` }))}
          />
        ) : null}
        <Button
          size="small"
          aria-label="Halaman pertama"
          icon={<DoubleLeftOutlined />}
          disabled={page <= 1}
          onClick={() => go(1)}
        />
        <Button
          size="small"
          aria-label="Halaman sebelumnya"
          icon={<LeftOutlined />}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        />
        <Button
          size="small"
          aria-label="Halaman berikutnya"
          icon={<RightOutlined />}
          disabled={page >= last}
          onClick={() => go(page + 1)}
        />
        <Button
          size="small"
          aria-label="Halaman terakhir"
          icon={<DoubleRightOutlined />}
          disabled={page >= last}
          onClick={() => go(last)}
        />
      </Space>
    </div>
  );
}

import { PrinterOutlined, ReloadOutlined } from "@ant-design/icons";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/timing";
import { Button, DatePicker, Space, Tooltip } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useId, useState } from "react";
import { type DateRange, defaultDateRange, LIST_DATE_FORMAT } from "./list-filters";
import { SearchInput } from "./search-input";
import "./list-sub-header.css";

export { type DateRange, defaultDateRange, LIST_DATE_FORMAT } from "./list-filters";

/**
 * The filters of a dated list (date range, search term, page), where a new filter starts again
 * at page 1. `query` is what the list call sends; `filter` is the same without the page, as a
 * print view takes it.
 */
export function useListFilters(perPage = DEFAULT_PAGE_SIZE) {
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  return {
    range,
    setPage,
    filter: { ...range, q: q || undefined },
    query: { ...range, q: q || undefined, page, per_page: perPage },
    changeRange: (next: DateRange) => {
      setRange(next);
      setPage(1);
    },
    search: (term: string) => {
      setQ(term);
      setPage(1);
    },
  };
}

interface ListSubHeaderProps {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  /** Called with the term once typing has paused for 1 s. */
  onSearch: (q: string) => void;
  onRefresh: () => void;
  refreshing?: boolean;
  /** Opens the printable list; without it the print icon is not shown. */
  onPrint?: () => void;
}

const toDay = (value: string) => dayjs(value);

interface DateRangeFieldsProps {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}

/** The Dari / Hingga date pickers of a dated list (also the dashboard's range). */
export function DateRangeFields({ range, onRangeChange }: DateRangeFieldsProps) {
  const id = useId();
  const pick = (key: keyof DateRange) => (value: Dayjs | null) => {
    // Clearing a date puts its default back: a list always has a range.
    const next = value ? value.format(LIST_DATE_FORMAT) : defaultDateRange()[key];
    onRangeChange({ ...range, [key]: next });
  };
  return (
    <span className="list-sub-header__dates">
      <label className="list-sub-header__date" htmlFor={`${id}-start_date`}>
        <span>Dari</span>
        <DatePicker
          id={`${id}-start_date`}
          format={LIST_DATE_FORMAT}
          value={toDay(range.start_date)}
          onChange={pick("start_date")}
          allowClear={false}
        />
      </label>
      <label className="list-sub-header__date" htmlFor={`${id}-end_date`}>
        <span>Hingga</span>
        <DatePicker
          id={`${id}-end_date`}
          format={LIST_DATE_FORMAT}
          value={toDay(range.end_date)}
          onChange={pick("end_date")}
          allowClear={false}
        />
      </label>
    </span>
  );
}

/**
 * The sub-header of the letter lists (spec 01 §2 "Shell"): Dari / Hingga dates, the search
 * 'Cari Berdasarkan perihal', and the refresh and print icons.
 */
export function ListSubHeader({
  range,
  onRangeChange,
  onSearch,
  onRefresh,
  refreshing,
  onPrint,
}: ListSubHeaderProps) {
  return (
    <div className="list-toolbar list-sub-header">
      <Space wrap size={[8, 8]}>
        <DateRangeFields range={range} onRangeChange={onRangeChange} />
        <SearchInput placeholder="Cari Berdasarkan perihal" onSearch={onSearch} />
      </Space>
      <Space size={4}>
        <Tooltip title="Muat ulang">
          <Button
            aria-label="Muat ulang"
            icon={<ReloadOutlined spin={refreshing} />}
            onClick={onRefresh}
          />
        </Tooltip>
        {onPrint ? (
          <Tooltip title="Cetak">
            <Button aria-label="Cetak" icon={<PrinterOutlined />} onClick={onPrint} />
          </Tooltip>
        ) : null}
      </Space>
    </div>
  );
}

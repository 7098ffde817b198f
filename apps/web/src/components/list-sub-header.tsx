import { PrinterOutlined, ReloadOutlined } from "@ant-design/icons";
import { DATE_RANGE_MESSAGES, rangeOutOfOrder } from "@lontar/contracts/date-range";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/timing";
import { Button, Space, Tooltip } from "antd";
import { useId, useState } from "react";
import { type Dayjs, dayjs } from "../lib/dayjs-id";
import { DateField } from "./date-field";
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

interface DateRangeFieldsProps {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}

type Days = Record<keyof DateRange, Dayjs>;

const daysOf = (range: DateRange): Days => ({
  start_date: dayjs(range.start_date),
  end_date: dayjs(range.end_date),
});
const wireOf = (days: Days): DateRange => ({
  start_date: days.start_date.format(LIST_DATE_FORMAT),
  end_date: days.end_date.format(LIST_DATE_FORMAT),
});

/**
 * The Dari / Hingga date fields of a dated list (also the dashboard's range), typed and shown
 * as DD/MM/YYYY. A range whose Dari is after its Hingga is refused: both fields keep what was
 * chosen, marked red with 'Tanggal Dari tidak boleh setelah tanggal Hingga', and the list keeps
 * its last range until one of them is corrected.
 */
export function DateRangeFields({ range, onRangeChange }: DateRangeFieldsProps) {
  const id = useId();
  // A chosen range that was refused; the list still has `range`.
  const [refused, setRefused] = useState<Days | null>(null);
  const shown = refused ?? daysOf(range);
  const pick = (key: keyof DateRange) => (value: Dayjs | null) => {
    // Clearing a date puts its default back: a list always has a range.
    const next = { ...shown, [key]: value ?? dayjs(defaultDateRange()[key]) };
    const wire = wireOf(next);
    if (rangeOutOfOrder(wire)) {
      setRefused(next);
      return;
    }
    setRefused(null);
    onRangeChange(wire);
  };
  const field = (key: keyof DateRange, label: string) => (
    <span className="list-sub-header__date">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <DateField
        id={`${id}-${key}`}
        value={shown[key]}
        onChange={pick(key)}
        allowClear={false}
        status={refused ? "error" : undefined}
      />
    </span>
  );
  return (
    <span className="list-sub-header__range">
      <span className="list-sub-header__dates">
        {field("start_date", "Dari")}
        {field("end_date", "Hingga")}
      </span>
      {refused ? (
        <span role="alert" className="list-sub-header__range-error">
          {DATE_RANGE_MESSAGES.order}
        </span>
      ) : null}
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
      <Space wrap size={[8, 8]} align="start">
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

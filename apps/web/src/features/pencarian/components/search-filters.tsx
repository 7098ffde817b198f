import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_MESSAGES,
} from "@lontar/contracts/search-constants";
import { Checkbox, Select, Space } from "antd";
import { useId, useState } from "react";
import { DateRangeFields, defaultDateRange } from "../../../components/list-sub-header";
import { SearchInput } from "../../../components/search-input";
import type { SearchPageState } from "../search-params";

interface SearchFiltersProps {
  state: SearchPageState;
  onChange: (patch: Partial<SearchPageState>) => void;
}

/**
 * The term as a field that follows the address: typing sends the term (after a pause, or at
 * once with Enter); a term that comes from elsewhere (Back, the top bar) is put back in it.
 */
function TermField({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [own, setOwn] = useState({ term: q, key: 0 });
  if (own.term !== q) setOwn({ term: q, key: own.key + 1 });
  return (
    <SearchInput
      key={own.key}
      defaultValue={q}
      ariaLabel="Kata pencarian"
      placeholder={SEARCH_MESSAGES.placeholder}
      style={{ maxWidth: 420, width: "100%" }}
      onSearch={(term) => {
        setOwn((current) => ({ ...current, term }));
        onSearch(term);
      }}
    />
  );
}

const KIND_OPTIONS = [
  { value: "", label: "Semua" },
  ...SEARCH_KINDS.map((kind) => ({ value: kind, label: SEARCH_KIND_LABELS[kind] })),
];

/** The results page's term, kind (Semua, Surat, Arsip) and, when asked for, a date range. */
export function SearchFilters({ state, onChange }: SearchFiltersProps) {
  const id = useId();
  const dated = Boolean(state.start_date || state.end_date);
  const fallback = defaultDateRange();
  return (
    <div className="list-toolbar search-filters">
      <TermField q={state.q} onSearch={(q) => onChange({ q })} />
      <Space wrap size={[16, 8]} align="start">
        <span className="search-filters__field">
          <label htmlFor={`${id}-jenis`}>Jenis</label>
          <Select
            id={`${id}-jenis`}
            style={{ minWidth: 120 }}
            value={state.jenis ?? ""}
            onChange={(value: string) =>
              onChange({ jenis: SEARCH_KINDS.find((kind) => kind === value) })
            }
            options={KIND_OPTIONS}
          />
        </span>
        <Checkbox
          className="search-filters__dated"
          checked={dated}
          onChange={(event) =>
            onChange(
              event.target.checked ? fallback : { start_date: undefined, end_date: undefined },
            )
          }
        >
          Batasi tanggal
        </Checkbox>
        {dated ? (
          <DateRangeFields
            range={{
              start_date: state.start_date ?? fallback.start_date,
              end_date: state.end_date ?? fallback.end_date,
            }}
            onRangeChange={onChange}
          />
        ) : null}
      </Space>
    </div>
  );
}

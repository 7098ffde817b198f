import { SearchOutlined } from "@ant-design/icons";
import { SEARCH_DEBOUNCE_MS } from "@lontar/contracts/timing";
import { Input } from "antd";
import { useEffect, useRef, useState } from "react";

interface SearchInputProps {
  /** Called with the trimmed term once typing has paused for SEARCH_DEBOUNCE_MS (1 s). */
  onSearch: (q: string) => void;
  placeholder?: string;
  defaultValue?: string;
  ariaLabel?: string;
  style?: React.CSSProperties;
}

/** A search box debounced 1 second (spec 01 §9, spec 02 §5); Enter searches at once. */
export function SearchInput({
  onSearch,
  placeholder = "Cari",
  defaultValue = "",
  ariaLabel,
  style,
}: SearchInputProps) {
  const [value, setValue] = useState(defaultValue);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const sent = useRef(defaultValue.trim());

  useEffect(() => {
    const term = value.trim();
    if (term === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = term;
      onSearchRef.current(term);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const searchNow = () => {
    sent.current = value.trim();
    onSearchRef.current(sent.current);
  };

  return (
    <Input
      allowClear
      aria-label={ariaLabel ?? placeholder}
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onPressEnter={searchNow}
      style={{ maxWidth: 320, ...style }}
    />
  );
}

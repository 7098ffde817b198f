import { CloseOutlined, SearchOutlined } from "@ant-design/icons";
import { Button } from "antd";
import type { InputRef } from "antd/es/input/Input";
import { useEffect, useRef, useState } from "react";
import { SearchCombobox } from "./search-combobox";
import { useSearchShortcut } from "./use-search-shortcut";
import "./search-box.css";

interface SearchBoxProps {
  /** Phone width: an icon in the top bar that opens the field over the whole bar. */
  compact: boolean;
}

/**
 * The top bar's search. Ctrl+K or '/' (outside a text field) brings the focus to it; on a
 * phone the icon opens a full-width field, closed again by its X or by Escape.
 */
export function SearchBox({ compact }: SearchBoxProps) {
  const input = useRef<InputRef>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  // The icon takes the focus back when the field it opened closes.
  const [refocus, setRefocus] = useState(false);
  const fieldShown = !compact || expanded;

  useSearchShortcut(() => (fieldShown ? input.current?.focus() : setExpanded(true)));
  useEffect(() => {
    if (refocus && !expanded) opener.current?.focus();
    setRefocus(false);
  }, [refocus, expanded]);

  const collapse = (returnFocus: boolean) => {
    setExpanded(false);
    setRefocus(returnFocus);
  };

  if (!fieldShown)
    return (
      <Button
        ref={opener}
        type="text"
        className="search-box__opener"
        aria-label="Buka pencarian"
        icon={<SearchOutlined style={{ fontSize: 18 }} aria-hidden />}
        onClick={() => setExpanded(true)}
      />
    );
  return (
    <div className={compact ? "search-box search-box--overlay" : "search-box"}>
      <SearchCombobox
        inputRef={input}
        autoFocus={compact}
        onDone={compact ? () => collapse(false) : undefined}
        onDismiss={compact ? () => collapse(true) : undefined}
      />
      {compact ? (
        <Button
          type="text"
          aria-label="Tutup pencarian"
          icon={<CloseOutlined aria-hidden />}
          onClick={() => collapse(true)}
        />
      ) : null}
    </div>
  );
}

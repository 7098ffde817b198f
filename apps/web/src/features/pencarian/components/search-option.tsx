import type { SearchItem } from "@lontar/contracts/search";
import type { MouseEvent, ReactNode } from "react";
import { formatDay } from "../../../lib/dates";
import { ProcessingBadge } from "./processing-badge";
import { Snippet } from "./snippet";

interface OptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
  children: ReactNode;
  className?: string;
}

// The focus stays in the box: a press on an option must not take it away.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** One option of the box's list (the WAI-ARIA combobox pattern: never focused itself). */
export function ListOption({ id, active, onChoose, children, className = "" }: OptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox field's (aria-activedescendant)
    <div
      role="option"
      // Never in the tab order: the field keeps the focus and points at the option.
      tabIndex={-1}
      id={id}
      aria-selected={active}
      className={`search-option ${active ? "search-option--active" : ""} ${className}`.trim()}
      onMouseDown={keepFocus}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}

/** A found record as an option: its title, number, date, excerpt and the processing badge. */
export function ResultOption({
  item,
  ...option
}: Omit<OptionProps, "children" | "className"> & { item: SearchItem }) {
  const details = [item.no_surat, formatDay(item.tanggal)].filter(Boolean).join(" · ");
  return (
    <ListOption {...option}>
      <span className="search-option__title">{item.judul}</span>
      <span className="search-option__meta">
        {details} <ProcessingBadge show={item.teks_diproses} />
      </span>
      <Snippet text={item.cuplikan} className="search-snippet search-option__snippet" />
    </ListOption>
  );
}

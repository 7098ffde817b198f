import { SearchOutlined } from "@ant-design/icons";
import type { SearchItem } from "@lontar/contracts/search";
import {
  SEARCH_KIND_LABELS,
  SEARCH_MESSAGES,
  SEARCH_SUGGEST_DEBOUNCE_MS,
} from "@lontar/contracts/search-constants";
// The deep import keeps TextArea, Search and OTP (the rest of `Input`) out of the box's chunk
// and leaves the chunks the login page shares with the shell as they were.
import Input, { type InputRef } from "antd/es/input/Input";
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useDebounced } from "../../../lib/use-debounced";
import { useSearch } from "../api/get-search";
import { isSearchable, searchPageHref, sitePath } from "../search-params";
import { groupResults, SUGGESTION_PAGE_SIZE } from "./group-results";
import { ListOption, ResultOption } from "./search-option";

/** The last option: the results page of the term. */
const SEE_ALL_TEXT = "Lihat semua hasil";
const SEARCHING_TEXT = "Mencari…";

type Choice = { item: SearchItem } | { all: true };

/** What the list says instead of results: failed, still searching, nothing found. */
function statusOf(results: ReturnType<typeof useSearch>): string {
  if (results.isError) return SEARCH_MESSAGES.failed;
  if (!results.data) return SEARCHING_TEXT;
  return results.data.items.length === 0 ? SEARCH_MESSAGES.empty : "";
}

interface SearchComboboxProps {
  inputRef?: Ref<InputRef>;
  autoFocus?: boolean;
  /** After a record or the results page was opened. */
  onDone?: () => void;
  /** Escape on an empty box with nothing shown (the phone's field closes). */
  onDismiss?: () => void;
}

/**
 * The top bar's search field (the WAI-ARIA editable combobox with a list): results as one
 * types, grouped Surat then Arsip, ArrowUp/ArrowDown move through them while the focus stays
 * in the field, Enter opens the one chosen (or, with none, the results page), Escape closes
 * the list and then clears the field.
 */
export function SearchCombobox({ inputRef, autoFocus, onDone, onDismiss }: SearchComboboxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const term = value.trim();
  const q = useDebounced(term, SEARCH_SUGGEST_DEBOUNCE_MS);
  const shown = open && isSearchable(term) && isSearchable(q);
  const results = useSearch({ q, page: 1, per_page: SUGGESTION_PAGE_SIZE, prefix: true }, shown);
  const groups = groupResults(shown ? (results.data?.items ?? []) : []);
  const choices: Choice[] = groups.flatMap((group) => group.items.map((item) => ({ item })));
  if (choices.length > 0) choices.push({ all: true });
  // The active option belongs to one answer: a new term starts with none.
  const [active, setActive] = useState({ q, index: -1 });
  const activeIndex = active.q === q && active.index < choices.length ? active.index : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  const indexOf = (item: SearchItem) => choices.findIndex((c) => "item" in c && c.item === item);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  // A closed list or a new keystroke starts again with no option chosen.
  const close = () => {
    setOpen(false);
    setActive({ q, index: -1 });
  };
  const finish = (path: string) => {
    setValue("");
    close();
    navigate(path);
    onDone?.();
  };
  const openAll = () => finish(searchPageHref(term));
  const choose = (choice: Choice) => {
    const path = "item" in choice ? sitePath(choice.item.tautan) : null;
    if (path) finish(path);
    else openAll();
  };
  const move = (step: 1 | -1) => {
    const n = choices.length;
    if (n === 0) return;
    const from = activeIndex < 0 ? (step === 1 ? -1 : n) : activeIndex;
    setActive({ q, index: (from + step + n) % n });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!shown) setOpen(true);
      else move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const choice = shown ? choices[activeIndex] : undefined;
      if (choice) choose(choice);
      else if (term) openAll();
    } else if (event.key === "Escape") {
      if (shown) close();
      else if (value) setValue("");
      else onDismiss?.();
      event.preventDefault();
    }
  };

  const status = shown ? statusOf(results) : "";
  // Read out by screen readers: the message, or how many records were found.
  const announced =
    shown && !status && results.data ? `${results.data.meta.total} hasil ditemukan` : status;
  return (
    <div className="search-combobox">
      <Input
        ref={inputRef}
        role="combobox"
        aria-label="Cari"
        aria-autocomplete="list"
        aria-expanded={shown && choices.length > 0}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeId}
        aria-keyshortcuts="Control+K /"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        autoFocus={autoFocus}
        placeholder={SEARCH_MESSAGES.placeholder}
        prefix={<SearchOutlined aria-hidden />}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive({ q, index: -1 });
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <div role="status" className="visually-hidden">
        {announced}
      </div>
      <div className="search-combobox__popup" hidden={!shown}>
        {/* Read out by the status above; here for the eyes only. */}
        {status ? (
          <div className="search-combobox__status" aria-hidden>
            {status}
          </div>
        ) : null}
        <div role="listbox" id={`${id}-listbox`} aria-label="Hasil pencarian">
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options, not a form's fieldset
            <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
              <div
                role="presentation"
                id={`${id}-${group.kind}`}
                className="search-combobox__group"
              >
                {SEARCH_KIND_LABELS[group.kind]}
              </div>
              {group.items.map((item) => (
                <ResultOption
                  key={item.id}
                  id={optionId(indexOf(item))}
                  item={item}
                  active={indexOf(item) === activeIndex}
                  onChoose={() => choose({ item })}
                />
              ))}
            </div>
          ))}
          {choices.length > 0 ? (
            <ListOption
              id={optionId(choices.length - 1)}
              active={activeIndex === choices.length - 1}
              onChoose={openAll}
              className="search-option--all"
            >
              {SEE_ALL_TEXT}
            </ListOption>
          ) : null}
        </div>
      </div>
    </div>
  );
}

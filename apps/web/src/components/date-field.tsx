import { DatePicker, type DatePickerProps } from "antd";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { useEffect, useState } from "react";
import { DATE_INPUT_FORMATS, DATE_TIME_INPUT_FORMATS, invalidDateMessage } from "../lib/dates";
import { type Dayjs, dayjs } from "../lib/dayjs-id";
import "./date-field.css";

dayjs.extend(customParseFormat);

type DateFieldProps = Omit<DatePickerProps, "format" | "value" | "onChange" | "picker"> & {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** A message of the field's own rule (e.g. an order), shown and marked like a typing error. */
  error?: string | null;
  /** Said when a typed date is one `disabledDate` does not allow. */
  disabledMessage?: string;
};

/** The date a typed text stands for, read strictly in one of the formats. */
function read(text: string, formats: string[]): Dayjs | null {
  for (const format of formats) {
    const day = dayjs(text, format, true);
    if (day.isValid()) return day;
  }
  return null;
}

/**
 * A date field typed and shown as DD/MM/YYYY (DD/MM/YYYY HH:mm with `showTime`). A typed date
 * it can read is taken on Enter or on leaving the field; one it cannot read, or one the field
 * does not allow (`disabledDate`), stays in the field, marked red, with a message saying why —
 * never silently put back.
 */
export function DateField({
  value,
  onChange,
  error,
  showTime,
  status,
  style,
  onFocus,
  onBlur,
  onKeyDown,
  disabledMessage,
  ...rest
}: DateFieldProps) {
  const formats = showTime ? DATE_TIME_INPUT_FORMATS : DATE_INPUT_FORMATS;
  // Why the typed text was not taken, while it is still in the field.
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = value ? value.valueOf() : null;
  // A value set from outside (a reset, a restored draft) replaces what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` stands for `value`
  useEffect(() => setRefusal(null), [shown]);
  const check = (text: string) => {
    const typed = text.trim();
    // Empty: nothing typed since the field was entered, or a date the picker put back.
    if (!typed) return;
    const day = read(typed, formats);
    if (!day) setRefusal(invalidDateMessage(typed, Boolean(showTime)));
    else if (rest.disabledDate?.(day, { type: "date" }))
      // The picker clears a date it does not allow: the message keeps what was typed.
      setRefusal(`${disabledMessage ?? "Tanggal ini tidak dapat dipilih di sini"}: ${typed}`);
    else setRefusal(null);
  };
  const message = refusal ?? error;
  const block = style?.width === "100%";
  return (
    <span className={block ? "date-field date-field--block" : "date-field"}>
      <DatePicker
        {...rest}
        style={style}
        showTime={showTime}
        format={formats}
        value={value ?? null}
        preserveInvalidOnBlur
        status={message ? "error" : status}
        aria-invalid={message ? true : undefined}
        onChange={(next) => {
          // One date: never the list of a `multiple` picker.
          const day = Array.isArray(next) ? (next[0] ?? null) : next;
          // A date taken ends a refusal; the picker's own reset (null) does not.
          if (day) setRefusal(null);
          onChange?.(day);
        }}
        onFocus={(event, info) => {
          // Typing again: the message comes back on leaving if the text is still refused.
          setRefusal(null);
          onFocus?.(event, info);
        }}
        onBlur={(event, info) => {
          check((event.target as HTMLInputElement).value);
          onBlur?.(event, info);
        }}
        onKeyDown={(event, preventDefault) => {
          if (event.key === "Enter") check((event.target as HTMLInputElement).value);
          onKeyDown?.(event, preventDefault);
        }}
      />
      {message ? (
        <span role="alert" className="date-field__error">
          {message}
        </span>
      ) : null}
    </span>
  );
}

import { MAIL_MESSAGES, SCHEDULE_STEP_MINUTES } from "@lontar/contracts/mail-constants";
import { Col, Form, Input, Row } from "antd";
import type { ReactNode } from "react";
import { type Dayjs, dayjs } from "../lib/dayjs-id";
import { DateField } from "./date-field";

/** A letter's schedule while it is being filled in (all optional). */
export interface ScheduleDraft {
  /** ISO date-times on 15-minute steps. */
  tanggal_mulai: string | null;
  tanggal_berakhir: string | null;
  tempat: string;
}

/** Whether any schedule field is filled: then the whole schedule is checked and sent. */
export const hasSchedule = (s: ScheduleDraft) =>
  Boolean(s.tanggal_mulai || s.tanggal_berakhir || s.tempat.trim());

const SHOW_TIME = { minuteStep: SCHEDULE_STEP_MINUTES, format: "HH:mm" } as const;
const toDay = (iso: string | null) => (iso ? dayjs(iso) : null);
const iso = (value: Dayjs | null) => (value ? value.second(0).millisecond(0).toISOString() : null);

interface ScheduleFieldsProps {
  value: ScheduleDraft;
  onChange: (patch: Partial<ScheduleDraft>) => void;
  disabled?: boolean;
  /** Prefix of the inputs' ids (labels point at them). */
  idPrefix: string;
  /** Three columns on wide screens, or one field under the other. */
  layout?: "row" | "stack";
}

/**
 * Info Jadwal: start and end on 15-minute steps (the end not before the start) and the
 * place, required once any of the three is filled (spec 01 §5).
 */
export function ScheduleFields({
  value: s,
  onChange,
  disabled,
  idPrefix,
  layout = "stack",
}: ScheduleFieldsProps) {
  const start = toDay(s.tanggal_mulai);
  const end = toDay(s.tanggal_berakhir);
  const endBeforeStart = Boolean(start && end?.isBefore(start));
  const placeMissing = hasSchedule(s) && !s.tempat.trim();
  const fields: ReactNode[] = [
    <Form.Item key="mulai" label="Mulai" htmlFor={`${idPrefix}-mulai`}>
      <DateField
        id={`${idPrefix}-mulai`}
        style={layout === "row" ? { width: "100%" } : undefined}
        showTime={SHOW_TIME}
        disabled={disabled}
        value={start}
        onChange={(value) => onChange({ tanggal_mulai: iso(value) })}
      />
    </Form.Item>,
    <Form.Item
      key="berakhir"
      label="Berakhir"
      htmlFor={`${idPrefix}-berakhir`}
      validateStatus={endBeforeStart ? "error" : undefined}
      help={endBeforeStart ? MAIL_MESSAGES.scheduleEnd : undefined}
    >
      <DateField
        id={`${idPrefix}-berakhir`}
        style={layout === "row" ? { width: "100%" } : undefined}
        showTime={SHOW_TIME}
        disabled={disabled}
        value={end}
        disabledDate={(day) => Boolean(start && day.isBefore(start, "day"))}
        disabledMessage={MAIL_MESSAGES.scheduleEnd}
        onChange={(value) => onChange({ tanggal_berakhir: iso(value) })}
      />
    </Form.Item>,
    <Form.Item
      key="tempat"
      label="Tempat"
      htmlFor={`${idPrefix}-tempat`}
      required={hasSchedule(s)}
      validateStatus={placeMissing ? "error" : undefined}
      help={placeMissing ? MAIL_MESSAGES.schedulePlace : undefined}
    >
      <Input
        id={`${idPrefix}-tempat`}
        disabled={disabled}
        value={s.tempat}
        onChange={(e) => onChange({ tempat: e.target.value })}
      />
    </Form.Item>,
  ];
  if (layout === "stack") return <>{fields}</>;
  return (
    <Row gutter={16}>
      {fields.map((field, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed fields
        <Col key={i} xs={24} md={8}>
          {field}
        </Col>
      ))}
    </Row>
  );
}

import { MAIL_MESSAGES, SCHEDULE_STEP_MINUTES } from "@lontar/contracts/mail";
import { Col, DatePicker, Form, Input, Row } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { hasSchedule, type ScheduleDraft } from "../model/incoming-draft";
import type { DraftProps } from "./draft-props";

const FORMAT = "DD/MM/YYYY HH:mm";
const SHOW_TIME = { minuteStep: SCHEDULE_STEP_MINUTES, format: "HH:mm" } as const;
const toDay = (iso: string | null) => (iso ? dayjs(iso) : null);

/** Info Jadwal (optional): start and end on 15-minute steps, end not before start, place. */
export function JadwalFields({ draft, onChange, disabled }: DraftProps) {
  const s = draft.info_jadwal;
  const set = (patch: Partial<ScheduleDraft>) =>
    onChange((d) => ({ ...d, info_jadwal: { ...d.info_jadwal, ...patch } }));
  const start = toDay(s.tanggal_mulai);
  const end = toDay(s.tanggal_berakhir);
  const endBeforeStart = Boolean(start && end?.isBefore(start));
  const placeMissing = hasSchedule(s) && !s.tempat.trim();
  const iso = (value: Dayjs | null) =>
    value ? value.second(0).millisecond(0).toISOString() : null;
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label="Mulai" htmlFor="sm-jadwal-mulai">
          <DatePicker
            id="sm-jadwal-mulai"
            style={{ width: "100%" }}
            showTime={SHOW_TIME}
            format={FORMAT}
            disabled={disabled}
            value={start}
            onChange={(value) => set({ tanggal_mulai: iso(value) })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          label="Berakhir"
          htmlFor="sm-jadwal-berakhir"
          validateStatus={endBeforeStart ? "error" : undefined}
          help={endBeforeStart ? MAIL_MESSAGES.scheduleEnd : undefined}
        >
          <DatePicker
            id="sm-jadwal-berakhir"
            style={{ width: "100%" }}
            showTime={SHOW_TIME}
            format={FORMAT}
            disabled={disabled}
            value={end}
            disabledDate={(day) => Boolean(start && day.isBefore(start, "day"))}
            onChange={(value) => set({ tanggal_berakhir: iso(value) })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          label="Tempat"
          htmlFor="sm-jadwal-tempat"
          required={hasSchedule(s)}
          validateStatus={placeMissing ? "error" : undefined}
          help={placeMissing ? MAIL_MESSAGES.schedulePlace : undefined}
        >
          <Input
            id="sm-jadwal-tempat"
            disabled={disabled}
            value={s.tempat}
            onChange={(e) => set({ tempat: e.target.value })}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

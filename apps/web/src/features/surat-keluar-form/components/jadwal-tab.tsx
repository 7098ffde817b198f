import { MAIL_MESSAGES, SCHEDULE_STEP_MINUTES } from "@lontar/contracts/mail";
import { DatePicker, Form, Input, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { hasSchedule, type ScheduleDraft } from "../model/letter-draft";
import type { TabProps } from "./tab-props";

const FORMAT = "DD/MM/YYYY HH:mm";
const toDay = (iso: string | null) => (iso ? dayjs(iso) : null);

/** Tab 8: the optional schedule: start, end (not before start, 15-minute steps), place. */
export function JadwalTab({ draft, onChange, disabled }: TabProps) {
  const s = draft.info_jadwal;
  const set = (patch: Partial<ScheduleDraft>) =>
    onChange((d) => ({ ...d, info_jadwal: { ...d.info_jadwal, ...patch } }));
  const start = toDay(s.tanggal_mulai);
  const end = toDay(s.tanggal_berakhir);
  const endBeforeStart = Boolean(start && end?.isBefore(start));
  const placeMissing = hasSchedule(s) && !s.tempat.trim();
  return (
    <>
      <Typography.Paragraph type="secondary">
        Jadwal bersifat opsional; bila diisi, tempat wajib diisi.
      </Typography.Paragraph>
      <Form.Item label="Mulai" htmlFor="sk-jadwal-mulai">
        <DatePicker
          id="sk-jadwal-mulai"
          showTime={{ minuteStep: SCHEDULE_STEP_MINUTES, format: "HH:mm" }}
          format={FORMAT}
          disabled={disabled}
          value={start}
          onChange={(value: Dayjs | null) =>
            set({ tanggal_mulai: value ? value.toISOString() : null })
          }
        />
      </Form.Item>
      <Form.Item
        label="Berakhir"
        htmlFor="sk-jadwal-berakhir"
        validateStatus={endBeforeStart ? "error" : undefined}
        help={endBeforeStart ? MAIL_MESSAGES.scheduleEnd : undefined}
      >
        <DatePicker
          id="sk-jadwal-berakhir"
          showTime={{ minuteStep: SCHEDULE_STEP_MINUTES, format: "HH:mm" }}
          format={FORMAT}
          disabled={disabled}
          value={end}
          disabledDate={(day) => Boolean(start && day.isBefore(start, "day"))}
          onChange={(value: Dayjs | null) =>
            set({ tanggal_berakhir: value ? value.toISOString() : null })
          }
        />
      </Form.Item>
      <Form.Item
        label="Tempat"
        htmlFor="sk-jadwal-tempat"
        required={hasSchedule(s)}
        validateStatus={placeMissing ? "error" : undefined}
        help={placeMissing ? MAIL_MESSAGES.schedulePlace : undefined}
      >
        <Input
          id="sk-jadwal-tempat"
          disabled={disabled}
          value={s.tempat}
          onChange={(e) => set({ tempat: e.target.value })}
        />
      </Form.Item>
    </>
  );
}

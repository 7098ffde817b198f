import { Typography } from "antd";
import { ScheduleFields } from "../../../components/schedule-fields";
import type { TabProps } from "./tab-props";

/** Tab 8: the optional schedule: start, end (not before start, 15-minute steps), place. */
export function JadwalTab({ draft, onChange, disabled }: TabProps) {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Jadwal bersifat opsional; bila diisi, tempat wajib diisi.
      </Typography.Paragraph>
      <ScheduleFields
        idPrefix="sk-jadwal"
        value={draft.info_jadwal}
        disabled={disabled}
        onChange={(patch) =>
          onChange((d) => ({ ...d, info_jadwal: { ...d.info_jadwal, ...patch } }))
        }
      />
    </>
  );
}

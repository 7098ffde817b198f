import { ScheduleFields } from "../../../components/schedule-fields";
import type { DraftProps } from "./draft-props";

/** Info Jadwal (optional): start and end on 15-minute steps, end not before start, place. */
export function JadwalFields({ draft, onChange, disabled }: DraftProps) {
  return (
    <ScheduleFields
      idPrefix="sm-jadwal"
      layout="row"
      value={draft.info_jadwal}
      disabled={disabled}
      onChange={(patch) => onChange((d) => ({ ...d, info_jadwal: { ...d.info_jadwal, ...patch } }))}
    />
  );
}

import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { Form, InputNumber } from "antd";
import { useDebounced } from "../../../lib/use-debounced";
import { useNumberCheck } from "../api/check-number";
import type { TabProps } from "./tab-props";

/** Spec 01 §5, §9: the manual number is checked 1 second after typing stops. */
export const NUMBER_CHECK_DELAY_MS = 1000;

/** An optional manual running number (no_surat_req), checked for availability. */
export function ManualNumberField({ draft, onChange, disabled }: TabProps) {
  const nomor = useDebounced(draft.no_surat_req, NUMBER_CHECK_DELAY_MS);
  const check = useNumberCheck(
    nomor
      ? {
          nomor,
          kd_klasifikasi: draft.klasifikasi?.code,
          tipe_surat: draft.tipe_surat === null ? undefined : String(draft.tipe_surat),
          id: draft.id ?? undefined,
        }
      : null,
  );
  const current = draft.no_surat_req && nomor === draft.no_surat_req ? check.data : undefined;
  const taken = current?.available === false;
  return (
    <Form.Item
      label="Nomor Surat (manual)"
      htmlFor="sk-no-surat"
      validateStatus={taken ? "error" : current ? "success" : undefined}
      help={
        taken
          ? MAIL_MESSAGES.numberTaken
          : current
            ? `Nomor tersedia: ${current.no_surat}`
            : "Kosongkan untuk penomoran otomatis saat surat disetujui"
      }
    >
      <InputNumber
        id="sk-no-surat"
        min={1}
        precision={0}
        style={{ width: 200 }}
        disabled={disabled}
        value={draft.no_surat_req}
        onChange={(value) => onChange({ no_surat_req: value ? Number(value) : null })}
      />
    </Form.Item>
  );
}

import { SIGNING_MODES, type SigningMode } from "@lontar/contracts/mail-constants";
import { Divider, Form, Select } from "antd";
import { PegawaiPicker } from "../../../components/pegawai-picker";
import { withSigningMode } from "../model/draft-rules";
import type { Addressees } from "../model/letter-draft";
import { EmailListInput } from "./email-list-input";
import type { TabProps } from "./tab-props";

const modeOptions = (Object.keys(SIGNING_MODES) as SigningMode[]).map((mode) => ({
  value: mode,
  label: SIGNING_MODES[mode],
}));

/** Tab 3: signing mode, recipients (internal, PLT, external) and copy recipients. */
export function PenerimaTab({ draft, onChange, disabled }: TabProps) {
  const set = (role: "penerima" | "tembusan", patch: Partial<Addressees>) =>
    onChange((d) => ({ ...d, [role]: { ...d[role], ...patch } }));
  return (
    <>
      <Form.Item label="Tanda Tangan" htmlFor="sk-tanda-tangan" required>
        <Select
          id="sk-tanda-tangan"
          style={{ maxWidth: 360 }}
          disabled={disabled}
          value={draft.type_tanda_tangan}
          options={modeOptions}
          onChange={(mode: SigningMode) => onChange((d) => withSigningMode(d, mode))}
        />
      </Form.Item>
      <Form.Item label="Penerima" required extra="Termasuk pejabat Plt. (entri bertanda Plt.)">
        <PegawaiPicker
          buttonLabel="Pilih Penerima"
          title="Pilih Penerima"
          disabled={disabled}
          value={draft.penerima.users}
          onChange={(users) => set("penerima", { users })}
        />
      </Form.Item>
      <Form.Item label="Penerima Eksternal (e-mail)" htmlFor="sk-penerima-eksternal">
        <EmailListInput
          id="sk-penerima-eksternal"
          disabled={disabled}
          value={draft.penerima.user_eksternal}
          onChange={(user_eksternal) => set("penerima", { user_eksternal })}
        />
      </Form.Item>
      <Divider titlePlacement="start">Tembusan</Divider>
      <Form.Item label="Tembusan">
        <PegawaiPicker
          buttonLabel="Pilih Tembusan"
          title="Pilih Tembusan"
          disabled={disabled}
          value={draft.tembusan.users}
          onChange={(users) => set("tembusan", { users })}
        />
      </Form.Item>
      <Form.Item label="Tembusan Eksternal (e-mail)" htmlFor="sk-tembusan-eksternal">
        <EmailListInput
          id="sk-tembusan-eksternal"
          disabled={disabled}
          value={draft.tembusan.user_eksternal}
          onChange={(user_eksternal) => set("tembusan", { user_eksternal })}
        />
      </Form.Item>
    </>
  );
}

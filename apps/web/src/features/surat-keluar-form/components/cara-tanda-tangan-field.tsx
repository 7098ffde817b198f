import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { Alert, Radio, Space, Typography } from "antd";
import { useCaraTandaTangan } from "../api/get-cara-tanda-tangan";
import type { TabProps } from "./tab-props";

interface CaraTandaTanganFieldProps extends Pick<TabProps, "draft" | "onChange"> {
  signer: PegawaiPickerRecord | undefined;
  editable: boolean;
}

/**
 * How the signer (the last reviewer) signs: in their own position, a.n., u.b., Plt. or Plh.
 * Only what the position tree allows them is offered, each with the lines the letter prints
 * above their name.
 */
export function CaraTandaTanganField({
  draft,
  onChange,
  signer,
  editable,
}: CaraTandaTanganFieldProps) {
  const options = useCaraTandaTangan(signer?.peg_nip ?? null);
  if (!signer) return null;
  const chosen = draft.cara_tanda_tangan ?? "langsung";
  const offered = options.data ?? [];
  const refused = options.isSuccess && !offered.some((option) => option.value === chosen);
  return (
    <fieldset className="cara-tanda-tangan">
      <legend>
        <Typography.Text strong>Cara tanda tangan</Typography.Text>
      </legend>
      {refused ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 8 }}
          title="Penandatangan terpilih tidak dapat menandatangani dengan cara ini. Pilih cara lain."
        />
      ) : null}
      <Radio.Group
        value={chosen}
        disabled={!editable || options.isLoading}
        onChange={(event) => onChange({ cara_tanda_tangan: event.target.value })}
      >
        <Space orientation="vertical">
          {offered.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
              <Typography.Text type="secondary" className="cara-tanda-tangan__baris">
                {option.baris.join(" ")}
              </Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </fieldset>
  );
}

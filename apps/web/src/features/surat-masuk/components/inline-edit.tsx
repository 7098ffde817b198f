import { CloseOutlined, EditOutlined, SaveOutlined } from "@ant-design/icons";
import { Button, Input } from "antd";
import { type ReactNode, useState } from "react";
import { DateField } from "../../../components/date-field";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { dayjs } from "../../../lib/dayjs-id";

interface InlineEditProps {
  /** What is shown while not editing. */
  display: ReactNode;
  value: string;
  kind: "text" | "date";
  label: string;
  /** Saves the new value; the editor closes once it settles. */
  onSave: (value: string) => Promise<unknown>;
}

/** The level 8 pencil: turns a value into an input with save and cancel. */
export function InlineEdit({ display, value, kind, label, onSave }: InlineEditProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (draft === null)
    return (
      <span className="inline-edit">
        {display}
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={`Ubah ${label}`}
          onClick={() => setDraft(value)}
        />
      </span>
    );
  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft.trim());
      setDraft(null);
      showBanner({ type: "success", message: `${label} disimpan` });
    } catch (error) {
      const apiError = toApiError(error);
      showBanner({ type: "error", message: apiError.message, status: apiError.status });
    } finally {
      setSaving(false);
    }
  };
  return (
    <span className="inline-edit">
      {kind === "date" ? (
        <DateField
          aria-label={label}
          value={draft ? dayjs(draft) : null}
          onChange={(day) => setDraft(day ? day.format("YYYY-MM-DD") : "")}
        />
      ) : (
        <Input
          aria-label={label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          style={{ width: 260 }}
        />
      )}
      <Button
        size="small"
        type="primary"
        icon={<SaveOutlined />}
        aria-label={`Simpan ${label}`}
        loading={saving}
        disabled={!draft.trim()}
        onClick={save}
      />
      <Button
        size="small"
        icon={<CloseOutlined />}
        aria-label="Batal"
        onClick={() => setDraft(null)}
      />
    </span>
  );
}

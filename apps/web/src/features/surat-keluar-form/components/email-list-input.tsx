import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { Input, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { z } from "zod";

const email = z.email();

interface EmailListInputProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/**
 * External addresses entered one at a time: typing ';' (or Enter, or leaving the field) adds
 * the address typed so far as a tag (spec 01 §5).
 */
export function EmailListInput({ id, value, onChange, disabled }: EmailListInputProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const commit = (raw: string): string => {
    const parts = raw.split(";").map((p) => p.trim());
    const rest = parts.pop() ?? "";
    const added = [...value];
    const bad: string[] = [];
    for (const part of parts) {
      if (!part) continue;
      if (!email.safeParse(part).success) bad.push(part);
      else if (!added.includes(part)) added.push(part);
    }
    if (added.length !== value.length) onChange(added);
    setError(bad.length ? MAIL_MESSAGES.externalEmail : null);
    return [...bad, rest].filter(Boolean).join("; ");
  };

  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      {value.length ? (
        <Space wrap size={[4, 4]}>
          {value.map((address) => (
            <Tag
              key={address}
              closable={disabled ? false : { "aria-label": `Hapus ${address}` }}
              onClose={() => onChange(value.filter((a) => a !== address))}
            >
              {address}
            </Tag>
          ))}
        </Space>
      ) : null}
      <Input
        id={id}
        value={text}
        disabled={disabled}
        status={error ? "error" : undefined}
        placeholder="nama@instansi.go.id lalu ; atau Enter"
        onChange={(e) =>
          setText(e.target.value.includes(";") ? commit(e.target.value) : e.target.value)
        }
        onPressEnter={(e) => {
          e.preventDefault();
          setText(commit(`${text};`));
        }}
        onBlur={() => text.trim() && setText(commit(`${text};`))}
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
}

import { mailStatusBadge, statusBadge } from "@lontar/contracts/mail-status";
import { Tag } from "antd";

/**
 * A letter's status as staff say it ('Dalam Pemeriksaan', 'Batal', …), in the colour of the
 * one mapping in contracts (`mail-status.ts`): every list, detail and print uses it.
 */
export function MailStatusTag({ status }: { status: string }) {
  const { label, color } = mailStatusBadge(status);
  return <Tag color={color}>{label}</Tag>;
}

/** A bank row's badge: a letter status, or where an incoming letter stands in the unit. */
export function BankStatusTag({ text }: { text: string }) {
  const { label, color } = statusBadge(text);
  return <Tag color={color}>{label}</Tag>;
}

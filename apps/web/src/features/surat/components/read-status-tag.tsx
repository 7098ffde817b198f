import { Tag } from "antd";

/** 'Sudah' (green) or 'Belum': whether a recipient received, read or disposed of a letter. */
export function ReadStatusTag({ value }: { value: "Sudah" | "Belum" }) {
  return <Tag color={value === "Sudah" ? "green" : "default"}>{value}</Tag>;
}

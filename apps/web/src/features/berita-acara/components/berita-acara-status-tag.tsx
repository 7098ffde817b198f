import { BERITA_ACARA_STATUS_LABEL, type BeritaAcaraStatus } from "@lontar/contracts/berita-acara";
import { Tag } from "antd";

const COLORS: Record<BeritaAcaraStatus, string> = {
  menunggu: "gold",
  ditandatangani: "green",
  dibatalkan: "default",
};

/** Where a Berita Acara stands, as staff read it ('Menunggu tanda tangan'). */
export function BeritaAcaraStatusTag({ status }: { status: BeritaAcaraStatus }) {
  return <Tag color={COLORS[status]}>{BERITA_ACARA_STATUS_LABEL[status]}</Tag>;
}

import { BERKAS_STATUS_LABEL, type BerkasStatus } from "@lontar/contracts/berkas";
import { Tag } from "antd";

const COLORS: Record<BerkasStatus, string> = {
  aktif: "green",
  tertutup: "blue",
  inaktif: "gold",
  usul_musnah: "red",
  permanen: "purple",
  musnah: "default",
  dipindahkan: "cyan",
  diserahkan: "cyan",
};

/** Said beside the status while a Berita Acara awaiting its signature proposes the berkas. */
export const DIUSULKAN_TEXT = "Diusulkan dalam Berita Acara";

/**
 * A berkas's status as staff read it ('Aktif (terbuka)'), never the stored value, and whether
 * a Berita Acara already proposes it.
 */
export function BerkasStatusTag({
  status,
  diusulkan,
}: {
  status: BerkasStatus;
  diusulkan?: boolean;
}) {
  return (
    <span>
      <Tag color={COLORS[status]}>{BERKAS_STATUS_LABEL[status]}</Tag>
      {diusulkan ? <Tag color="orange">{DIUSULKAN_TEXT}</Tag> : null}
    </span>
  );
}

import { BERITA_ACARA_MESSAGES, type BeritaAcaraItem } from "@lontar/contracts/berita-acara";
import { Alert } from "antd";
import { Link } from "react-router";
import { beritaAcaraHref } from "../../berita-acara/paths";

/** Says the Berita Acara was made and waits for its signature, with the link to open it. */
export function UsulResult({ item, onClose }: { item: BeritaAcaraItem; onClose: () => void }) {
  return (
    <Alert
      type="success"
      showIcon
      title={BERITA_ACARA_MESSAGES.proposed}
      description={<Link to={beritaAcaraHref(item.id)}>{`Buka ${item.judul}`}</Link>}
      closable={{ onClose, "aria-label": "Tutup pesan" }}
    />
  );
}

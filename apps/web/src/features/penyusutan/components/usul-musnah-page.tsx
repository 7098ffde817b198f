import { DeleteOutlined } from "@ant-design/icons";
import { PenyusutanPage, type Tindakan } from "./penyusutan-page";

const TINDAKAN: Tindakan[] = [
  { jenis: "pemusnahan", label: "Usulkan Pemusnahan", icon: <DeleteOutlined aria-hidden /> },
];

/**
 * Usul Musnah: berkas whose retention has run out and whose fate is destruction; 'Usulkan
 * Pemusnahan' proposes the chosen ones in a Berita Acara Pemusnahan for the head to sign.
 */
export function UsulMusnahPage() {
  return <PenyusutanPage title="Usul Musnah" statuses={["usul_musnah"]} tindakan={TINDAKAN} />;
}

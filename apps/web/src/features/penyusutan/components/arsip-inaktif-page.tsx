import { SendOutlined, SwapOutlined } from "@ant-design/icons";
import { BERKAS_STATUS_LABEL } from "@lontar/contracts/berkas";
import { DaftarArsipButtons } from "../../pemberkasan/components/daftar-arsip-buttons";
import { PenyusutanPage, type Tindakan } from "./penyusutan-page";

const TINDAKAN: Tindakan[] = [
  // Whatever is past its active years may go to the records centre.
  { jenis: "pemindahan", label: "Pindahkan", icon: <SwapOutlined aria-hidden /> },
  {
    jenis: "penyerahan",
    label: "Serahkan",
    icon: <SendOutlined aria-hidden />,
    accepts: (berkas) => berkas.status === "permanen",
    hint: `Serahkan hanya untuk berkas berstatus ${BERKAS_STATUS_LABEL.permanen}.`,
  },
];

/**
 * Arsip Inaktif: berkas past their active years (Inaktif), or due for their fate (Usul Musnah,
 * Permanen). 'Pindahkan' transfers the chosen ones to a unit; 'Serahkan' hands permanent ones
 * over to an archival institution. The header downloads the Daftar Arsip Inaktif.
 */
export function ArsipInaktifPage() {
  return (
    <PenyusutanPage
      title="Arsip Inaktif"
      statuses={["inaktif", "usul_musnah", "permanen"]}
      tindakan={TINDAKAN}
      headerExtra={(satuanKerjaId) => (
        <DaftarArsipButtons jenis="inaktif" satuanKerjaId={satuanKerjaId} />
      )}
    />
  );
}

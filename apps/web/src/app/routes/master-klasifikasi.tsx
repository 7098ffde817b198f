import { KlasifikasiPage } from "../../features/klasifikasi/components/klasifikasi-page";

/** `/manajemen-master/klasifikasi` (MasterKlasifikasi). */
export function Component() {
  return <KlasifikasiPage />;
}

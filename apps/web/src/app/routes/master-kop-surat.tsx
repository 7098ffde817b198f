import { KopSuratPage } from "../../features/kop-surat/components/kop-surat-page";

/** `/manajemen-master/kop-surat` (MasterKopSurat). */
export function Component() {
  return <KopSuratPage />;
}

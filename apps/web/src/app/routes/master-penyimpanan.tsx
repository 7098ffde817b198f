import { PenyimpananPage } from "../../features/arsip/components/penyimpanan-page";

/** `/master-arsip/master-penyimpanan` (MasterPenyimpanan). */
export function Component() {
  return <PenyimpananPage />;
}

import { JenisArsipPage } from "../../features/arsip/components/jenis-arsip-page";

/** `/master-arsip/master-jenis-arsip` (MasterJenisArsip). */
export function Component() {
  return <JenisArsipPage />;
}

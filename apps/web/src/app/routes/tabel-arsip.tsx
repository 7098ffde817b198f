import { TabelArsipPage } from "../../features/arsip/components/tabel-arsip-page";

/** `/master-arsip/tabel-arsip` (TabelArsip). */
export function Component() {
  return <TabelArsipPage />;
}

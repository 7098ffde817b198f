import { ArsipPrintViewPage } from "../../features/arsip/components/arsip-print-view-page";

/** `/arsip/list-surat/listArsipPrintView` and `/arsip/list-surat/listArsipDeletedPrintView`. */
export function Component() {
  return <ArsipPrintViewPage />;
}

import { ArsipInaktifPage } from "../../features/penyusutan/components/arsip-inaktif-page";

/** `/arsip/arsip-inaktif` (Arsip Inaktif). */
export function Component() {
  return <ArsipInaktifPage />;
}

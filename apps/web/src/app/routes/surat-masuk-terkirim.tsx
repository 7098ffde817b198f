import { TerkirimListPage } from "../../features/surat-masuk-form/components/terkirim-list-page";

/** /surat-masuk/terkirim: the secretariat's Terkirim (external) list. */
export function Component() {
  return <TerkirimListPage />;
}

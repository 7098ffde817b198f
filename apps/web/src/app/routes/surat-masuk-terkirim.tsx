import { useLocation } from "react-router";
import { TerkirimListPage } from "../../features/surat-masuk/components/terkirim-list-page";
import type { RegisteredState } from "../../features/surat-masuk-form/components/incoming-form-page";

/** /surat-masuk/terkirim: the secretariat's Terkirim (external) list, after a registration too. */
export function Component() {
  const state = useLocation().state as RegisteredState | null;
  return <TerkirimListPage registered={state?.registered} />;
}

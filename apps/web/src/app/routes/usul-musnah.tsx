import { UsulMusnahPage } from "../../features/penyusutan/components/usul-musnah-page";

/** `/arsip/usul-musnah` (Usul Musnah). */
export function Component() {
  return <UsulMusnahPage />;
}

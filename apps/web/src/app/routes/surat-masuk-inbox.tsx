import { InboxPage } from "../../features/surat-masuk/components/inbox-page";

/** `/surat-masuk/daftar-surat`. */
export function Component() {
  return <InboxPage />;
}

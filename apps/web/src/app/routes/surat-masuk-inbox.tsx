import { useMarkCategoryRead } from "../../features/notifikasi/api/use-mark-category-read";
import { InboxPage } from "../../features/surat-masuk/components/inbox-page";

/** `/surat-masuk/daftar-surat`; opening it resets the Surat Masuk counter. */
export function Component() {
  useMarkCategoryRead("surat-masuk");
  return <InboxPage />;
}

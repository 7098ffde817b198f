import { PemberkasanPage } from "../../features/pemberkasan/components/pemberkasan-page";

/** `/arsip/pemberkasan` (Pemberkasan). */
export function Component() {
  return <PemberkasanPage />;
}

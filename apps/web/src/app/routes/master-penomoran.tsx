import { PenomoranPage } from "../../features/penomoran/components/penomoran-page";

/** `/manajemen-master/penomoran`: the agency's letter-number patterns (administrators). */
export function Component() {
  return <PenomoranPage />;
}

import { StatistikArsipPage } from "../../features/arsip/components/statistik-arsip-page";

/** `/master-arsip/statistik` (StatistikArsip); recharts loads with this lazy route only. */
export function Component() {
  return <StatistikArsipPage />;
}

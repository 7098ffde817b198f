import { StatistikPage } from "../../features/statistik/components/statistik-page";

/** `/statistik` ('Tampilan Statistik'); recharts loads with this lazy route only. */
export function Component() {
  return <StatistikPage />;
}

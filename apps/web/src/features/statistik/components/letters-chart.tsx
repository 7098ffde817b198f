import { BULAN_SINGKAT } from "@lontar/contracts/common";
import type { StatistikMonth } from "@lontar/contracts/statistik";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Letters per month as bars, with the Indonesian month labels. */
export function LettersChart({ months }: { months?: StatistikMonth[] }) {
  const data = BULAN_SINGKAT.map((label, i) => ({
    label,
    value: months?.find((m) => m.month === i + 1)?.value ?? 0,
  }));
  return (
    <div style={{ width: "100%", height: 340 }} data-testid="statistik-surat-chart">
      <ResponsiveContainer>
        <BarChart data={data} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip formatter={(value) => [value, "Jumlah surat"]} />
          <Bar dataKey="value" name="Jumlah surat" fill="#0b5cad" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

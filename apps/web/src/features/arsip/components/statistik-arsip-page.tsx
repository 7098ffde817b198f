import { ARSIP_MESSAGES, BULAN } from "@lontar/contracts/arsip";
import { Alert, Card, InputNumber, Select, Space, Typography } from "antd";
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { PageHeader } from "../../../components/page-header";
import { useJenisArsipPluck } from "../api/get-jenis-arsip";
import { useStatistikArsip } from "../api/get-statistik-arsip";

const ZEROES = BULAN.map((month, i) => ({ bulan: i + 1, month, total: 0 }));

/**
 * Statistik Arsip (spec 02 §2.15): archive type and year (this year by default); a bar chart
 * of the items recorded per month, zeroes until the numbers arrive.
 */
export function StatistikArsipPage() {
  const [tahun, setTahun] = useState(new Date().getFullYear());
  const [jenis, setJenis] = useState<number | undefined>(undefined);
  const types = useJenisArsipPluck();
  const stats = useStatistikArsip({ tahun, jenis_arsip_id: jenis });
  const data = stats.data?.items.datas ?? ZEROES;
  return (
    <>
      <PageHeader title="Statistik Arsip" />
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <Space wrap>
            <Select
              aria-label="Jenis Arsip"
              style={{ minWidth: 220 }}
              value={jenis ?? 0}
              onChange={(value: number) => setJenis(value || undefined)}
              options={[
                { value: 0, label: "Semua Jenis Arsip" },
                ...(types.data?.items.map((t) => ({ value: t._id, label: t.nama })) ?? []),
              ]}
            />
            <InputNumber
              aria-label="Tahun"
              min={1900}
              max={2100}
              value={tahun}
              onChange={(value) => value && setTahun(value)}
            />
          </Space>
          {stats.isError ? <Alert type="error" showIcon title={ARSIP_MESSAGES.listFailed} /> : null}
          <div style={{ width: "100%", height: 360 }} data-testid="statistik-chart">
            <ResponsiveContainer>
              <BarChart data={data} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="month" />
                <YAxis allowDecimals={false} />
                <Tooltip formatter={(value) => [value, "Jumlah arsip"]} />
                <Bar dataKey="total" name="Jumlah arsip" fill="#1677ff" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Jumlah arsip aktif menurut bulan dicatat pada tahun {tahun}.
          </Typography.Text>
        </Space>
      </Card>
    </>
  );
}

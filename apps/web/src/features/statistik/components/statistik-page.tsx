import { CloseOutlined } from "@ant-design/icons";
import type { KlasifikasiChoice } from "@lontar/contracts/klasifikasi";
import { STATISTIK_TEXT } from "@lontar/contracts/statistik";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Button, Card, DatePicker, Skeleton, Space, Typography } from "antd";
import { lazy, Suspense, useId, useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { KlasifikasiPicker } from "../../../components/klasifikasi-picker";
import { PageHeader } from "../../../components/page-header";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { useAuth } from "../../../lib/auth/auth-store";
import { type Dayjs, dayjs } from "../../../lib/dayjs-id";
import { useStatistikCount } from "../api/get-statistik-count";
import { useStatistikKlasifikasi } from "../api/get-statistik-klasifikasi";
import { StatistikTiles } from "./statistik-tiles";
import "./statistik.css";

// The chart library is the page's largest part: the counts show first, the chart follows.
const LettersChart = lazy(() =>
  import("./letters-chart").then((module) => ({ default: module.LettersChart })),
);

/**
 * 'Tampilan Statistik' (spec 01 §2): a month-and-year picker, the month's five tiles, and the
 * letters per month of that year, filterable by classification. Administrators choose the
 * work unit; everybody else sees their own. Recharts loads with this lazy route only.
 */
export function StatistikPage() {
  const id = useId();
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf("month"));
  const [satuanKerjaId, setSatuanKerjaId] = useState<number>();
  const [klasifikasi, setKlasifikasi] = useState<KlasifikasiChoice | null>(null);
  const unit = isAdmin ? satuanKerjaId : undefined;
  const counts = useStatistikCount({
    month: month.month() + 1,
    year: month.year(),
    satuan_kerja_id: unit,
  });
  const chart = useStatistikKlasifikasi({
    year: month.year(),
    kode: klasifikasi?.kode,
    satuan_kerja_id: unit,
  });
  const error = counts.error ?? chart.error;
  return (
    <>
      <PageHeader title={STATISTIK_TEXT.title} />
      <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
        <Card size="small">
          <Space wrap size={[12, 8]}>
            <label className="statistik__field" htmlFor={`${id}-bulan`}>
              <span>Bulan</span>
              <DatePicker
                id={`${id}-bulan`}
                picker="month"
                format="MMMM YYYY"
                aria-label="Bulan dan Tahun"
                allowClear={false}
                value={month}
                onChange={(value) => value && setMonth(value.startOf("month"))}
              />
            </label>
            {isAdmin ? (
              <SatuanKerjaSelect
                allowClear
                placeholder="Satuan Kerja Saya"
                value={satuanKerjaId}
                onChange={(id) => setSatuanKerjaId(id)}
              />
            ) : null}
          </Space>
        </Card>
        <ErrorAlert error={error} />
        <StatistikTiles counts={counts.data?.items} loading={counts.isLoading} />
        <Card
          title={`${STATISTIK_TEXT.chartTitle} ${month.year()}`}
          extra={
            <Space.Compact className="statistik__klasifikasi">
              <KlasifikasiPicker
                value={klasifikasi}
                onChange={setKlasifikasi}
                placeholder="Semua klasifikasi"
              />
              {klasifikasi ? (
                <Button
                  aria-label="Hapus filter klasifikasi"
                  icon={<CloseOutlined />}
                  onClick={() => setKlasifikasi(null)}
                />
              ) : null}
            </Space.Compact>
          }
        >
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <LettersChart months={chart.data?.items} />
          </Suspense>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Surat keluar dihitung saat disetujui, surat masuk saat dicatat
            {klasifikasi ? `; klasifikasi ${klasifikasi.kode} beserta turunannya` : ""}.
          </Typography.Text>
        </Card>
      </Space>
    </>
  );
}

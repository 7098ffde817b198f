import { FilePdfOutlined } from "@ant-design/icons";
import { REKAP_TEXT } from "@lontar/contracts/dashboard";
import { Button, Card, DatePicker, Space } from "antd";
import { useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { type Dayjs, dayjs } from "../../../lib/dayjs-id";
import { useRekapMail } from "../api/get-rekap-mail";

/**
 * Rekap Jadwal Surat (spec 01 §2 /dashboard/personal-info): a month (MM/YYYY) and a button
 * that opens the recap PDF of that month in a new tab.
 */
export function RekapJadwalCard() {
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf("month"));
  const rekap = useRekapMail();
  const error = rekap.error;

  const open = async () => {
    // The tab opens on the click itself, so that pop-up blockers let it through; it is
    // pointed at the PDF once the link has arrived.
    const tab = window.open("", "_blank");
    try {
      const { items: url } = await rekap.mutateAsync({
        month: month.month() + 1,
        year: month.year(),
      });
      if (tab) tab.location.href = url;
      else window.open(url, "_blank");
    } catch {
      tab?.close();
    }
  };

  return (
    <Card title={REKAP_TEXT.title} style={{ marginTop: 16 }}>
      <Space wrap size={[12, 8]}>
        <DatePicker
          picker="month"
          format={REKAP_TEXT.monthFormat}
          aria-label="Bulan rekap"
          allowClear={false}
          value={month}
          onChange={(value) => value && setMonth(value.startOf("month"))}
        />
        <Button type="primary" icon={<FilePdfOutlined />} loading={rekap.isPending} onClick={open}>
          {REKAP_TEXT.title}
        </Button>
      </Space>
      <ErrorAlert error={error} style={{ marginTop: 12 }} />
    </Card>
  );
}

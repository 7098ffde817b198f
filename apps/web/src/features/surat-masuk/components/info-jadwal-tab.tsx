import { CalendarOutlined, GoogleOutlined } from "@ant-design/icons";
import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import type { IncomingMailDetail } from "@lontar/contracts/mail";
import { Alert, Button, Descriptions, Empty, Space } from "antd";
import { useState } from "react";
import { toApiError } from "../../../lib/api-error";
import { formatDayTime } from "../../../lib/dates";
import { downloadJadwal } from "../api/download-jadwal";
import { googleCalendarLink } from "../format";

/**
 * Info Jadwal: start, end and place; 'Tambah ke Kalender' saves the iCalendar file, and a link
 * opens the same event in Google Calendar.
 */
export function InfoJadwalTab({ letter }: { letter: IncomingMailDetail }) {
  const [state, setState] = useState<{ type: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const schedule = letter.info_jadwal;
  if (!schedule) return <Empty description="Tidak ada jadwal" />;
  const add = async () => {
    setBusy(true);
    try {
      await downloadJadwal(letter.id);
      setState({ type: "success", text: INCOMING_MESSAGES.calendarAdded });
    } catch (error) {
      const apiError = toApiError(error);
      setState({ type: "error", text: apiError.diagnosticMessage ?? apiError.message });
    } finally {
      setBusy(false);
    }
  };
  const google = googleCalendarLink({
    title: letter.kepala_surat.perihal,
    start: schedule.tanggal_mulai,
    end: schedule.tanggal_berakhir,
    location: schedule.tempat,
    details: window.location.href,
  });
  return (
    <Space orientation="vertical" size={12} style={{ width: "100%" }}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: "mulai", label: "Mulai", children: formatDayTime(schedule.tanggal_mulai) },
          { key: "akhir", label: "Berakhir", children: formatDayTime(schedule.tanggal_berakhir) },
          { key: "tempat", label: "Tempat", children: schedule.tempat || "-" },
        ]}
      />
      {state ? <Alert type={state.type} showIcon title={state.text} /> : null}
      <Space wrap>
        <Button type="primary" icon={<CalendarOutlined />} loading={busy} onClick={add}>
          Tambah ke Kalender
        </Button>
        <Button icon={<GoogleOutlined />} href={google} target="_blank" rel="noreferrer">
          Google Calendar
        </Button>
      </Space>
    </Space>
  );
}

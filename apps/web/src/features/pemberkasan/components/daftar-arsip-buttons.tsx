import { FileExcelOutlined, FilePdfOutlined } from "@ant-design/icons";
import type { DaftarArsipQuery } from "@lontar/contracts/berkas";
import { Button, Space } from "antd";
import { useState } from "react";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { downloadDaftarArsip } from "../api/download-daftar-arsip";

type Format = DaftarArsipQuery["format"];

const FORMATS: { format: Format; label: string; icon: React.ReactNode }[] = [
  { format: "xlsx", label: "Excel", icon: <FileExcelOutlined aria-hidden /> },
  { format: "pdf", label: "PDF", icon: <FilePdfOutlined aria-hidden /> },
];

const TITLES: Record<DaftarArsipQuery["jenis"], string> = {
  aktif: "Daftar Arsip Aktif",
  inaktif: "Daftar Arsip Inaktif",
};

interface DaftarArsipButtonsProps {
  jenis: DaftarArsipQuery["jenis"];
  /** The work unit an administrator chose; others always get their own. */
  satuanKerjaId?: number;
}

/**
 * 'Unduh Daftar Arsip Aktif (Excel)' and '(PDF)': the ANRI list of the work unit, downloaded
 * with the bearer token; a failure says why in the status banner.
 */
export function DaftarArsipButtons({ jenis, satuanKerjaId }: DaftarArsipButtonsProps) {
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      await downloadDaftarArsip({ jenis, format, satuan_kerja_id: satuanKerjaId });
    } catch (error) {
      const failure = toApiError(error);
      showBanner({
        type: "error",
        message: `${TITLES[jenis]} gagal diunduh: ${failure.diagnosticMessage ?? failure.message}`,
        status: failure.status,
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap>
      {FORMATS.map(({ format, label, icon }) => (
        <Button
          key={format}
          icon={icon}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => download(format)}
        >
          {`Unduh ${TITLES[jenis]} (${label})`}
        </Button>
      ))}
    </Space>
  );
}

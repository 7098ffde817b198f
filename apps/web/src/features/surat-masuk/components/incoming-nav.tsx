import {
  ArrowLeftOutlined,
  HistoryOutlined,
  InfoCircleOutlined,
  PrinterOutlined,
  WhatsAppOutlined,
} from "@ant-design/icons";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { Button, Space } from "antd";
import { Link, useNavigate } from "react-router";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { openPdf } from "../../../lib/get-blob";
import type { IncomingKind } from "../api/get-incoming-detail";
import { whatsappLink } from "../format";
import { backHref, riwayatPrintHref } from "../paths";

interface IncomingNavProps {
  kind: IncomingKind;
  /** Undefined while loading or after the detail failed to load. */
  letter: OutgoingMailDetail | undefined;
  /** The letter's PDF, when it has one, for printing. */
  pdfUrl: string | null;
  onInfo: () => void;
  /** Where Kembali leads instead of the list the detail belongs to (the letter bank). */
  backTo?: string;
}

/**
 * The sub-navigation of an incoming letter (spec 01 §2 "Letter detail"): Kembali, the sender's
 * WhatsApp, INFO, the print link and 'Cetak Riwayat'.
 */
export function IncomingNav({ kind, letter, pdfUrl, onInfo, backTo }: IncomingNavProps) {
  const navigate = useNavigate();
  const wa = whatsappLink(letter?.data_pengirim?.nomor_wa);
  const print = () => {
    if (!pdfUrl) return;
    openPdf(pdfUrl).catch((error) => {
      const apiError = toApiError(error);
      showBanner({ type: "error", message: apiError.message, status: apiError.status });
    });
  };
  return (
    <div className="incoming-nav">
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo ?? backHref(kind))}>
        Kembali
      </Button>
      {letter ? (
        <Space wrap size={8}>
          {wa ? (
            <Button icon={<WhatsAppOutlined />} href={wa} target="_blank" rel="noreferrer">
              WhatsApp
            </Button>
          ) : null}
          <Button icon={<InfoCircleOutlined />} onClick={onInfo}>
            INFO
          </Button>
          <Button icon={<PrinterOutlined />} onClick={print} disabled={!pdfUrl}>
            Cetak
          </Button>
          <Link to={riwayatPrintHref(letter.id)} target="_blank">
            <Button icon={<HistoryOutlined />}>Cetak Riwayat</Button>
          </Link>
        </Space>
      ) : null}
    </div>
  );
}

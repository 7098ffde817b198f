import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { openPdf } from "../../../lib/get-blob";
import "./surat.css";

interface LetterDetailNavProps {
  /** Where Kembali leads. */
  backTo: string;
  /** The letter's buttons; none while it loads or after it failed to load. */
  children?: ReactNode;
}

/** The sub-navigation row of a letter detail (spec 01 §2): Kembali, then the letter's buttons. */
export function LetterDetailNav({ backTo, children }: LetterDetailNavProps) {
  const navigate = useNavigate();
  return (
    <div className="letter-detail__nav">
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
        Kembali
      </Button>
      {children ? (
        <Space wrap size={8}>
          {children}
        </Space>
      ) : null}
    </div>
  );
}

/** Cetak: the PDF as previewed, opened in a new tab where the browser's viewer prints it. */
export function PrintPdfButton({ url }: { url: string | null }) {
  const print = () => {
    if (!url) return;
    openPdf(url).catch((error) => {
      const apiError = toApiError(error);
      showBanner({ type: "error", message: apiError.message, status: apiError.status });
    });
  };
  return (
    <Button icon={<PrinterOutlined />} onClick={print} disabled={!url}>
      Cetak
    </Button>
  );
}

import {
  ArrowLeftOutlined,
  EditOutlined,
  InfoCircleOutlined,
  PrinterOutlined,
} from "@ant-design/icons";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { Button, Space } from "antd";
import { useNavigate } from "react-router";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { openPdf } from "../../../lib/get-blob";
import { editHref, listHref, type OutgoingSection } from "../sections";

interface DetailNavProps {
  section: OutgoingSection;
  /** Undefined while loading or after the detail failed to load. */
  letter: OutgoingMailDetail | undefined;
  /** The PDF as previewed (with or without letterhead), for printing. */
  pdfUrl: string | null;
  onInfo: () => void;
  /** Where Kembali leads instead of the section's list (the letter bank). */
  backTo?: string;
  /** Nothing but reading: no EDIT (the letter bank's detail). */
  readOnly?: boolean;
}

/**
 * The sub-navigation of a letter detail (spec 01 §2): Kembali, INFO, the print link, and EDIT
 * for konsep and persetujuan letters the user may edit, unless the detail failed to load.
 */
export function DetailNav({ section, letter, pdfUrl, onInfo, backTo, readOnly }: DetailNavProps) {
  const navigate = useNavigate();
  const editable =
    !readOnly && letter?.can.edit && (section === "konsep" || section === "persetujuan")
      ? section
      : null;
  const print = () => {
    if (!pdfUrl) return;
    openPdf(pdfUrl).catch((error) => {
      const apiError = toApiError(error);
      showBanner({ type: "error", message: apiError.message, status: apiError.status });
    });
  };
  return (
    <div className="detail-nav">
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo ?? listHref(section))}>
        Kembali
      </Button>
      {letter ? (
        <Space wrap size={8}>
          <Button icon={<InfoCircleOutlined />} onClick={onInfo}>
            INFO
          </Button>
          <Button icon={<PrinterOutlined />} onClick={print} disabled={!pdfUrl}>
            Cetak
          </Button>
          {editable ? (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => navigate(editHref(editable, letter.id))}
            >
              EDIT
            </Button>
          ) : null}
        </Space>
      ) : null}
    </div>
  );
}

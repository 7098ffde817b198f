import { EditOutlined, FileProtectOutlined } from "@ant-design/icons";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { Button } from "antd";
import { useNavigate } from "react-router";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { openPdf } from "../../../lib/get-blob";
import { LetterDetailNav, PrintPdfButton } from "../../surat/components/letter-detail-nav";
import { MailInfoButton } from "../../surat/components/mail-info-button";
import { editHref, listHref, type OutgoingSection } from "../sections";

interface DetailNavProps {
  section: OutgoingSection;
  /** Undefined while loading or after the detail failed to load. */
  letter: OutgoingMailDetail | undefined;
  /** The PDF as previewed (with or without letterhead), for printing. */
  pdfUrl: string | null;
  /** Where Kembali leads instead of the section's list (the letter bank). */
  backTo?: string;
  /** Nothing but reading: no EDIT (the letter bank's detail). */
  readOnly?: boolean;
}

export const ARCHIVE_COPY_LABEL = "Salinan Arsip (dengan paraf)";

/**
 * The archive copy with the reviewers' paraf, opened in a new tab: offered only to those the
 * detail gives its address (author, reviewers, the unit's secretariat), never to recipients.
 */
function ArchiveCopyButton({ url }: { url: string }) {
  const open = () =>
    openPdf(url).catch((error) => {
      const apiError = toApiError(error);
      showBanner({ type: "error", message: apiError.message, status: apiError.status });
    });
  return (
    <Button icon={<FileProtectOutlined />} onClick={open}>
      {ARCHIVE_COPY_LABEL}
    </Button>
  );
}

/**
 * The sub-navigation of a letter detail (spec 01 §2): Kembali, INFO, the print link, the archive
 * copy for those who keep it, and EDIT for konsep and persetujuan letters the user may edit,
 * unless the detail failed to load.
 */
export function DetailNav({ section, letter, pdfUrl, backTo, readOnly }: DetailNavProps) {
  const navigate = useNavigate();
  const editable =
    !readOnly && letter?.can.edit && (section === "konsep" || section === "persetujuan")
      ? section
      : null;
  return (
    <LetterDetailNav backTo={backTo ?? listHref(section)}>
      {letter ? (
        <>
          <MailInfoButton id={letter.id} />
          <PrintPdfButton url={pdfUrl} />
          {letter.salinan_arsip_url ? <ArchiveCopyButton url={letter.salinan_arsip_url} /> : null}
          {editable ? (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => navigate(editHref(editable, letter.id))}
            >
              EDIT
            </Button>
          ) : null}
        </>
      ) : null}
    </LetterDetailNav>
  );
}

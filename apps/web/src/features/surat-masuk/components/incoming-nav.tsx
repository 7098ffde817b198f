import { HistoryOutlined, WhatsAppOutlined } from "@ant-design/icons";
import type { IncomingMailDetail } from "@lontar/contracts/mail";
import { Button } from "antd";
import { Link } from "react-router";
import { LetterDetailNav, PrintPdfButton } from "../../surat/components/letter-detail-nav";
import { MailInfoButton } from "../../surat/components/mail-info-button";
import type { IncomingKind } from "../api/get-incoming-detail";
import { whatsappLink } from "../format";
import { backHref, riwayatPrintHref } from "../paths";

interface IncomingNavProps {
  kind: IncomingKind;
  /** Undefined while loading or after the detail failed to load. */
  letter: IncomingMailDetail | undefined;
  /** The letter's PDF, when it has one, for printing. */
  pdfUrl: string | null;
  /** Where Kembali leads instead of the list the detail belongs to (the letter bank). */
  backTo?: string;
}

/**
 * The sub-navigation of an incoming letter (spec 01 §2 "Letter detail"): Kembali, the sender's
 * WhatsApp, INFO, the print link and 'Cetak Riwayat'.
 */
export function IncomingNav({ kind, letter, pdfUrl, backTo }: IncomingNavProps) {
  const wa = whatsappLink(letter?.data_pengirim?.nomor_wa);
  return (
    <LetterDetailNav backTo={backTo ?? backHref(kind)}>
      {letter ? (
        <>
          {wa ? (
            <Button icon={<WhatsAppOutlined />} href={wa} target="_blank" rel="noreferrer">
              WhatsApp
            </Button>
          ) : null}
          <MailInfoButton id={letter.id} />
          <PrintPdfButton url={pdfUrl} />
          <Link to={riwayatPrintHref(letter.id)} target="_blank">
            <Button icon={<HistoryOutlined />}>Cetak Riwayat</Button>
          </Link>
        </>
      ) : null}
    </LetterDetailNav>
  );
}

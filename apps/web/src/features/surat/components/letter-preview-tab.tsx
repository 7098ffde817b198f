import { SafetyCertificateOutlined } from "@ant-design/icons";
import { Space, Switch } from "antd";
import { type LetterPdfSource, letterFileName, useLetterPdf } from "../api/letter-pdf";
import { LetterPdfView } from "./letter-pdf-view";
import "./surat.css";

interface LetterPreviewTabProps {
  letter: LetterPdfSource;
  withKop: boolean;
  onWithKopChange: (withKop: boolean) => void;
}

/**
 * Tampilan Surat: the letter's PDF in the app, with the letterhead toggle (not for softcopy
 * letters) and, once signed, the link to its public verification page.
 */
export function LetterPreviewTab({ letter, withKop, onWithKopChange }: LetterPreviewTabProps) {
  const pdf = useLetterPdf(letter, withKop);
  const verifyUrl = letter.esign_document.verify_url;
  return (
    <div className="letter-preview">
      <div className="letter-preview__bar">
        {letter.bentuk_surat === "softcopy" ? (
          <span />
        ) : (
          <Space size={8}>
            <Switch aria-label="Kop Surat" checked={withKop} onChange={onWithKopChange} />
            <span>{withKop ? "Dengan Kop Surat" : "Tanpa Kop Surat"}</span>
          </Space>
        )}
        {verifyUrl ? (
          <a href={verifyUrl} target="_blank" rel="noreferrer">
            <SafetyCertificateOutlined /> Verifikasi
          </a>
        ) : null}
      </div>
      <LetterPdfView pdf={pdf} fileName={letterFileName(letter)} />
    </div>
  );
}

import { useBlob } from "../../../lib/get-blob";
import { LetterPdfView } from "../../surat/components/letter-pdf-view";

/** 'berita-acara-800-12-DISKOMINFO-2026.pdf': the number, safe as a file name. */
const fileNameOf = (nomor: string | null, id: string) =>
  `berita-acara-${(nomor ?? id).replace(/[^\w.-]+/g, "-")}.pdf`;

/** The signed PDF, loaded with the bearer token into the app's viewer (with its download). */
export function BeritaAcaraPdf({
  url,
  nomor,
  id,
}: {
  url: string;
  nomor: string | null;
  id: string;
}) {
  const pdf = useBlob(url);
  return <LetterPdfView pdf={pdf} fileName={fileNameOf(nomor, id)} />;
}

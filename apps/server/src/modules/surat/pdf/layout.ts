import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { beritaAcaraContent } from "./layout-berita-acara";
import { notaDinasContent } from "./layout-nota-dinas";
import { MARGINS, PAGE_SIZES } from "./layout-parts";
import { suratDinasContent } from "./layout-surat-dinas";
import { suratEdaranContent } from "./layout-surat-edaran";
import { suratKeteranganContent } from "./layout-surat-keterangan";
import { suratTugasContent } from "./layout-surat-tugas";
import { undanganContent } from "./layout-undangan";
import type { LetterView } from "./surat-view.types";

/** The page content of a letter by its type; every other type has the surat dinas layout. */
function contentOf(view: LetterView): Content[] {
  switch (view.jenis) {
    case "nota-dinas":
      return notaDinasContent(view);
    case "surat-undangan":
      return undanganContent(view);
    case "surat-tugas":
      return suratTugasContent(view);
    case "surat-edaran":
      return suratEdaranContent(view);
    case "surat-keterangan":
      return suratKeteranganContent(view);
    case "berita-acara":
      return beritaAcaraContent(view);
    default:
      return suratDinasContent(view);
  }
}

/** The pdfmake document of an official letter (reference/format-naskah.md). */
export function letterDocument(view: LetterView): TDocumentDefinitions {
  return {
    pageSize: PAGE_SIZES[view.paper],
    pageMargins: MARGINS,
    defaultStyle: { font: "Arimo", fontSize: 12, lineHeight: 1.15 },
    info: {
      title: view.hal || "Surat",
      creator: "Lontar",
      producer: "Lontar",
      ...(view.nomor && !view.draft ? { subject: view.nomor } : {}),
    },
    ...(view.draft
      ? { watermark: { text: "KONSEP", color: "#b91c1c", opacity: 0.12, bold: true } }
      : {}),
    footer: (currentPage: number, pageCount: number) =>
      currentPage > 1
        ? {
            text: `Halaman ${currentPage} dari ${pageCount}`,
            alignment: "right",
            fontSize: 9,
            margin: [MARGINS[0], 16, MARGINS[2], 0],
          }
        : null,
    content: contentOf(view),
  };
}

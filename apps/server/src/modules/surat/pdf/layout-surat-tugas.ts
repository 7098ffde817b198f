import type { Content } from "pdfmake/interfaces";
import { sanitizeLetterHtml } from "../isi-surat";
import { type BodyBlock, bodyBlocks } from "./html-content";
import {
  nomorText,
  placeDateText,
  signatureContent,
  tembusanContent,
  titleContent,
} from "./layout-parts";
import { letterheadContent } from "./letterhead";
import type { Addressee, LetterView } from "./surat-view.types";

type Part = "pembuka" | "menimbang" | "dasar" | "kepada" | "untuk";

/**
 * A paragraph that is a label of the body: `Dasar:`, `Untuk :`, `Menimbang`, `Kepada:`
 * (with or without text after the colon), or the line `MEMBERI TUGAS` / `MEMERINTAHKAN`,
 * which the layout prints itself.
 */
const LABEL = /^(menimbang|dasar|kepada|untuk)\s*(?::|$)|^(memberi tugas|memerintahkan)\s*:?\s*$/i;

export type TugasParts = Record<Part, Content[]>;

/**
 * The body of a Surat Tugas cut at its labels: what follows a `Dasar:` paragraph (the rest of
 * that paragraph, then the blocks up to the next label) is the Dasar, and so on. A body with
 * no Dasar and no Untuk label is all Untuk: what the assigned people are to do.
 */
export function tugasParts(blocks: BodyBlock[]): TugasParts {
  const parts: TugasParts = { pembuka: [], menimbang: [], dasar: [], kepada: [], untuk: [] };
  let current: Part = "pembuka";
  for (const block of blocks) {
    const match = block.tag === "p" ? LABEL.exec(block.text) : null;
    if (!match) {
      parts[current].push(block.content);
      continue;
    }
    const label = match[1]?.toLowerCase();
    // `MEMBERI TUGAS` closes the Dasar: what follows before `Kepada` is no part of it.
    current = label ? (label as Part) : "kepada";
    const rest = label ? block.after(match[0].length) : null;
    if (rest) parts[current].push(rest);
  }
  if (parts.dasar.length === 0 && parts.untuk.length === 0) {
    return { ...parts, pembuka: [], untuk: parts.pembuka };
  }
  return parts;
}

/** `Dasar : …` with the part's blocks in the column after the colon. */
function labelled(label: string, content: Content[]): Content {
  return {
    columns: [
      { width: 70, text: label },
      { width: 10, text: ":" },
      { width: "*", stack: content.length ? content : [{ text: "-" }] },
    ],
    columnGap: 0,
    margin: [0, 0, 0, 8],
  };
}

/** The people assigned: No, Nama / NIP, Pangkat/Golongan, Jabatan. */
export function assigneeTable(people: Addressee[]): Content {
  const head = (text: string) => ({ text, bold: true, alignment: "center" as const });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [20, "*", 88, "*"],
      body: [
        [head("No."), head("Nama / NIP"), head("Pangkat/Gol."), head("Jabatan")],
        ...people.map((p, i) => [
          { text: `${i + 1}.`, alignment: "right" as const },
          { stack: [{ text: p.nama }, ...(p.nip ? [{ text: `NIP. ${p.nip}` }] : [])] },
          { text: p.pangkat || "-" },
          { text: p.jabatan || "-" },
        ]),
      ],
    },
    fontSize: 10,
    lineHeight: 1.1,
    margin: [0, 0, 0, 6],
  };
}

/**
 * Surat Tugas (Permendagri 1/2023; Peraturan ANRI 5/2021): `SURAT TUGAS` and `NOMOR …`,
 * Dasar, `MEMBERI TUGAS`, Kepada — a table of the letter's recipients, the people assigned,
 * with their NIP, rank and position — and Untuk, the task; the place and date over the
 * signature. Dasar and Untuk come from the body's labelled paragraphs (`tugasParts`); the
 * body's own Kepada part is printed only when the letter has no recipients.
 */
export function suratTugasContent(view: LetterView): Content[] {
  const parts = tugasParts(bodyBlocks(sanitizeLetterHtml(view.isiHtml)));
  const kepada = view.penerima.length ? [assigneeTable(view.penerima)] : parts.kepada;
  return [
    ...letterheadContent(view),
    titleContent("SURAT TUGAS", [`NOMOR ${nomorText(view)}`]),
    ...parts.pembuka,
    ...(parts.menimbang.length ? [labelled("Menimbang", parts.menimbang)] : []),
    ...(parts.dasar.length ? [labelled("Dasar", parts.dasar)] : []),
    { text: "MEMBERI TUGAS", bold: true, alignment: "center", margin: [0, 4, 0, 10] },
    labelled("Kepada", kepada),
    labelled("Untuk", parts.untuk),
    signatureContent(view, [placeDateText(view)]),
    ...tembusanContent(view.tembusan),
  ];
}

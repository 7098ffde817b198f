import type { Content } from "pdfmake/interfaces";
import { sanitizeLetterHtml } from "../isi-surat";
import { type BodyBlock, bodyBlocks } from "./html-content";
import { LABEL_TABLE_LAYOUT } from "./layout-parts";
import { suratDinasContent } from "./layout-surat-dinas";
import type { LetterView, ScheduleView } from "./surat-view.types";

/** The schedule of an invitation: hari/tanggal, waktu, tempat, acara with colons. */
export function scheduleTable(jadwal: ScheduleView): Content {
  const row = (label: string, value: string) => [{ text: label }, { text: ":" }, { text: value }];
  return {
    table: {
      widths: [84, 8, "*"],
      body: [
        row("hari/tanggal", jadwal.hariTanggal),
        row("waktu", jadwal.waktu),
        row("tempat", jadwal.tempat),
        row("acara", jadwal.acara),
      ],
    },
    layout: LABEL_TABLE_LAYOUT,
    margin: [30, 2, 0, 10],
  };
}

/** A table the writer typed the schedule into (the type's template starts it `hari, tanggal`). */
const isTypedSchedule = (block: BodyBlock) => block.tag === "table" && /^hari\b/i.test(block.text);

/**
 * Where the schedule goes in the body: in place of a schedule table typed into it, else after
 * the first paragraph that ends with a colon (`… untuk hadir pada:`), else after the first
 * paragraph.
 */
export function bodyWithSchedule(blocks: BodyBlock[], table: Content): Content[] {
  const contents = blocks.map((b) => b.content);
  const typed = blocks.findIndex(isTypedSchedule);
  if (typed >= 0) return contents.toSpliced(typed, 1, table);
  const lead = blocks.findIndex((b) => b.tag === "p" && /:\s*$/.test(b.text));
  const at = lead >= 0 ? lead + 1 : Math.min(1, contents.length);
  return contents.toSpliced(at, 0, table);
}

/**
 * Surat Undangan: the surat dinas layout with the schedule table from the letter's Info
 * Jadwal in its body. Without Info Jadwal, the body as written.
 */
export function undanganContent(view: LetterView): Content[] {
  if (!view.jadwal) return suratDinasContent(view);
  const blocks = bodyBlocks(sanitizeLetterHtml(view.isiHtml));
  return suratDinasContent(view, bodyWithSchedule(blocks, scheduleTable(view.jadwal)));
}

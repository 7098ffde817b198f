import { createRequire } from "node:module";

/**
 * pdfmake justifies a line by spreading the spare width over every gap between inlines,
 * and a change of style inside a word ("*digital*,") is such a gap, so justified letters
 * showed stray spaces (upstream issue bpampuch/pdfmake#1912, open). This replaces the
 * justification step so that the spare width goes only to the gaps after whitespace.
 */
type Inline = { x: number; text: string; alignment?: string; justifyShift?: number };
type Line = {
  inlines: Inline[];
  newLineForced?: boolean;
  lastLineInParagraph?: boolean;
  getWidth(): number;
};
type Writer = { context(): { availableWidth: number } };

const require = createRequire(import.meta.url);
const ElementWriter = require("pdfmake/js/ElementWriter").default as {
  prototype: { alignLine(this: Writer, line: Line): void };
};

let installed = false;

export function installWordGapJustification() {
  if (installed) return;
  installed = true;
  const original = ElementWriter.prototype.alignLine;
  ElementWriter.prototype.alignLine = function alignLine(this: Writer, line: Line) {
    const first = line.inlines?.[0];
    if (first?.alignment !== "justify") return original.call(this, line);
    if (line.newLineForced || line.lastLineInParagraph || line.inlines.length < 2) return;
    const gaps: number[] = [];
    for (let i = 1; i < line.inlines.length; i++) {
      if (/\s$/.test(line.inlines[i - 1]?.text ?? "")) gaps.push(i);
    }
    if (gaps.length === 0) return;
    const spare = (this.context().availableWidth - line.getWidth()) / gaps.length;
    let shift = 0;
    let next = 0;
    for (let i = 1; i < line.inlines.length; i++) {
      const inline = line.inlines[i];
      if (!inline) continue;
      if (gaps[next] === i) {
        shift += spare;
        next++;
        inline.justifyShift = spare;
      }
      inline.x += shift;
    }
  };
}

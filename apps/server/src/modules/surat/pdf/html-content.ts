import type { ChildNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";
import type { Alignment, Content, TableCell } from "pdfmake/interfaces";

/**
 * Turns a sanitised letter body (see `sanitizeLetterHtml`) into pdfmake content:
 * paragraphs with their alignment, bold, italic, underline and strike-through,
 * headings, ordered and unordered lists (nested), and tables.
 */
export function htmlToContent(html: string): Content[] {
  const document = parseDocument(html, { decodeEntities: true });
  return blocks(document.children, {}, "justify");
}

type Inline = { bold?: boolean; italics?: boolean; decoration?: "underline" | "lineThrough" };
type TextRun = { text: string } & Inline;

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "ol",
  "ul",
  "table",
  "blockquote",
  "li",
]);
const HEADING_SIZE: Record<string, number> = { h1: 16, h2: 14, h3: 13, h4: 12 };

function alignmentOf(element: Element): Alignment | undefined {
  const match = /text-align\s*:\s*(left|right|center|justify)/i.exec(element.attribs.style ?? "");
  return match?.[1]?.toLowerCase() as Alignment | undefined;
}

function inlineStyle(element: Element, inherited: Inline): Inline {
  switch (element.name) {
    case "b":
    case "strong":
      return { ...inherited, bold: true };
    case "i":
    case "em":
      return { ...inherited, italics: true };
    case "u":
      return { ...inherited, decoration: "underline" };
    case "s":
      return { ...inherited, decoration: "lineThrough" };
    default:
      return inherited;
  }
}

/** Inline runs of a paragraph; whitespace collapsed as a browser would. */
function runs(nodes: ChildNode[], style: Inline): TextRun[] {
  const out: TextRun[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      const text = node.data.replace(/\s+/g, " ");
      if (text) out.push({ text, ...style });
    } else if (isTag(node)) {
      if (node.name === "br") out.push({ text: "\n", ...style });
      else out.push(...runs(node.children, inlineStyle(node, style)));
    }
  }
  return out;
}

function paragraph(textRuns: TextRun[], alignment: Alignment, extra: object = {}) {
  if (textRuns.length === 0) return null;
  const first = textRuns[0];
  if (first) first.text = first.text.replace(/^ /, "");
  const last = textRuns[textRuns.length - 1];
  if (last) last.text = last.text.replace(/ $/, "");
  return { text: textRuns, alignment, margin: [0, 0, 0, 6], ...extra };
}

/** Body text is justified; table cells are left-aligned unless the editor says otherwise. */
function blocks(nodes: ChildNode[], style: Inline, align: Alignment): Content[] {
  const out: Content[] = [];
  let pending: ChildNode[] = [];
  const flush = () => {
    const para = paragraph(runs(pending, style), align);
    if (para) out.push(para as Content);
    pending = [];
  };
  for (const node of nodes) {
    if (isTag(node) && BLOCK_TAGS.has(node.name)) {
      flush();
      const block = blockOf(node, style, align);
      if (block) out.push(block);
    } else {
      pending.push(node);
    }
  }
  flush();
  return out;
}

function blockOf(element: Element, style: Inline, align: Alignment): Content | null {
  switch (element.name) {
    case "p":
    case "div": {
      const hasBlocks = element.children.some((c) => isTag(c) && BLOCK_TAGS.has(c.name));
      if (hasBlocks) return { stack: blocks(element.children, style, align) };
      const para = paragraph(runs(element.children, style), alignmentOf(element) ?? align);
      return (para as Content) ?? { text: " ", margin: [0, 0, 0, 6] };
    }
    case "h1":
    case "h2":
    case "h3":
    case "h4":
      return paragraph(
        runs(element.children, { ...style, bold: true }),
        alignmentOf(element) ?? "left",
        {
          fontSize: HEADING_SIZE[element.name],
        },
      ) as Content | null;
    case "blockquote":
      return {
        stack: blocks(element.children, { ...style, italics: true }, align),
        margin: [24, 0, 0, 6],
      };
    case "ol":
    case "ul": {
      const items = element.children
        .filter((c): c is Element => isTag(c) && c.name === "li")
        .map((li) => ({ stack: blocks(li.children, style, align) }));
      const start = Number(element.attribs.start);
      return element.name === "ol"
        ? { ol: items, margin: [0, 0, 0, 6], ...(start > 1 ? { start } : {}) }
        : { ul: items, margin: [0, 0, 0, 6] };
    }
    case "li":
      return { stack: blocks(element.children, style, align) };
    case "table":
      return tableOf(element, style);
    default:
      return null;
  }
}

function rowsOf(element: Element): Element[] {
  const rows: Element[] = [];
  for (const child of element.children) {
    if (!isTag(child)) continue;
    if (child.name === "tr") rows.push(child);
    else if (child.name === "thead" || child.name === "tbody") rows.push(...rowsOf(child));
  }
  return rows;
}

function tableOf(element: Element, style: Inline): Content | null {
  const rows = rowsOf(element);
  const width = Math.max(
    0,
    ...rows.map((tr) =>
      tr.children
        .filter((c): c is Element => isTag(c) && (c.name === "td" || c.name === "th"))
        .reduce((sum, cell) => sum + Math.max(1, Number(cell.attribs.colspan) || 1), 0),
    ),
  );
  if (width === 0) return null;
  const body: TableCell[][] = rows.map((tr) => {
    const cells: TableCell[] = [];
    for (const cell of tr.children) {
      if (!isTag(cell) || (cell.name !== "td" && cell.name !== "th")) continue;
      const colSpan = Math.max(1, Number(cell.attribs.colspan) || 1);
      const content = blocks(
        cell.children,
        cell.name === "th" ? { ...style, bold: true } : style,
        alignmentOf(cell) ?? "left",
      );
      cells.push({ stack: content.length ? content : [{ text: "" }], colSpan } as TableCell);
      for (let i = 1; i < colSpan; i++) cells.push({});
    }
    while (cells.length < width) cells.push({ text: "" });
    return cells.slice(0, width);
  });
  const headerRows = rows.findIndex((tr) => tr.children.some((c) => isTag(c) && c.name === "td"));
  return {
    table: {
      headerRows: Math.max(headerRows, 0),
      widths: Array.from({ length: width }, () => "*"),
      body,
    },
    margin: [0, 0, 0, 8],
  };
}

/** The plain text of nodes, whitespace collapsed. */
function textOf(nodes: ChildNode[]): string {
  return nodes
    .map((node) => {
      if (isText(node)) return node.data;
      if (isTag(node)) return ` ${textOf(node.children)} `;
      return "";
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** One top-level block of a letter body, for layouts that place parts of the body apart. */
export type BodyBlock = {
  /** `p` for a paragraph (also loose inline text), else the element's name (`ol`, `table`, …). */
  tag: string;
  /** Its plain text: a paragraph's as printed (offsets for `after`), else collapsed. */
  text: string;
  content: Content;
  /**
   * A paragraph without its first `chars` characters of text (a label such as `Dasar:`,
   * with the colon and spaces after it): `null` when nothing is left or it is not a paragraph.
   */
  after(chars: number): Content | null;
};

/** Drops the first `chars` characters of the runs' text, then a colon and spaces. */
function dropLeading(textRuns: TextRun[], chars: number): TextRun[] {
  let left = chars;
  const out: TextRun[] = [];
  let started = false;
  for (const run of textRuns) {
    let text = run.text;
    if (left > 0) {
      const cut = Math.min(left, text.length);
      text = text.slice(cut);
      left -= cut;
    }
    if (!started) {
      text = text.replace(/^[\s:]+/, "");
      if (!text) continue;
      started = true;
    }
    out.push({ ...run, text });
  }
  return out;
}

/**
 * The top-level blocks of a sanitised body with their text, so that a layout can find the
 * labelled parts (`Dasar`, `Untuk`) or put a table after a given paragraph.
 */
export function bodyBlocks(html: string): BodyBlock[] {
  const document = parseDocument(html, { decodeEntities: true });
  const out: BodyBlock[] = [];
  const paragraphBlock = (nodes: ChildNode[], style: Inline, align: Alignment, tag = "p") => {
    const textRuns = runs(nodes, style);
    const para = paragraph(
      textRuns.map((r) => ({ ...r })),
      align,
    );
    if (!para) return;
    // What `paragraph` prints, as text, so that offsets match the printed words.
    const printed = textRuns.map((r) => ({ ...r }));
    const first = printed[0];
    if (first) first.text = first.text.replace(/^ /, "");
    out.push({
      tag,
      text: printed.map((r) => r.text).join(""),
      content: para as Content,
      after: (chars) => (paragraph(dropLeading(printed, chars), align) as Content | null) ?? null,
    });
  };
  let pending: ChildNode[] = [];
  const flush = () => {
    if (pending.length) paragraphBlock(pending, {}, "justify");
    pending = [];
  };
  for (const node of document.children) {
    if (!isTag(node) || !BLOCK_TAGS.has(node.name)) {
      pending.push(node);
      continue;
    }
    flush();
    const simple =
      (node.name === "p" || node.name === "div") &&
      !node.children.some((c) => isTag(c) && BLOCK_TAGS.has(c.name));
    if (simple) {
      paragraphBlock(node.children, {}, alignmentOf(node) ?? "justify");
      continue;
    }
    const content = blockOf(node, {}, "justify");
    if (content)
      out.push({ tag: node.name, text: textOf(node.children), content, after: () => null });
  }
  flush();
  return out;
}

import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
} from "pdf-lib";

export type PdfVerdict = "ok" | "invalid" | "active";

/** Actions that run code or act outside the document, wherever they sit. */
const REFUSED_ACTIONS = new Set([
  "JavaScript",
  "Launch",
  "SubmitForm",
  "ImportData",
  "RichMediaExecute",
]);
const name = (value: string) => PDFName.of(value);

/**
 * Judges a PDF by parsing it (pdf-lib), not by its first bytes: "invalid" when it does not load
 * or has no page (`%PDF-1.4` followed by 99 MB of spaces), "active" when it carries JavaScript,
 * another refused action, or an automatic action (the catalog's OpenAction, an /AA entry)
 * other than a plain GoTo; a destination to open at (`/OpenAction [3 0 R /Fit]`) is fine.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    if (doc.getPageCount() < 1) return "invalid";
  } catch {
    return "invalid";
  }
  const openAction = doc.catalog.get(name("OpenAction"));
  if (isRunningAction(doc, openAction)) return "active";
  for (const [, object] of doc.context.enumerateIndirectObjects())
    if (holdsActiveContent(doc, object, 0)) return "active";
  return "ok";
}

const resolve = (doc: PDFDocument, value: PDFObject | undefined) =>
  value instanceof PDFRef ? doc.context.lookup(value) : value;

/** True for an action dictionary (or a chain of them, /Next) other than GoTo. */
function isRunningAction(doc: PDFDocument, value: PDFObject | undefined): boolean {
  const action = resolve(doc, value);
  if (!(action instanceof PDFDict)) return false;
  const type = action.get(name("S"));
  return !(type instanceof PDFName && type.decodeText() === "GoTo") || action.has(name("Next"));
}

function holdsActiveContent(
  doc: PDFDocument,
  value: PDFObject | undefined,
  depth: number,
): boolean {
  if (depth > 32) return false;
  if (value instanceof PDFStream) return holdsActiveContent(doc, value.dict, depth + 1);
  if (value instanceof PDFArray)
    return value.asArray().some((item) => holdsActiveContent(doc, item, depth + 1));
  if (!(value instanceof PDFDict)) return false;
  if (value.has(name("JS")) || value.has(name("JavaScript"))) return true;
  const type = value.get(name("S"));
  if (type instanceof PDFName && REFUSED_ACTIONS.has(type.decodeText())) return true;
  // Additional actions fire by themselves (opening a page, a field gaining focus…).
  const triggers = resolve(doc, value.get(name("AA")));
  if (triggers instanceof PDFDict)
    for (const [, action] of triggers.entries()) if (isRunningAction(doc, action)) return true;
  // References are followed by the walk over every indirect object, not from here.
  return value
    .entries()
    .some(([, item]) => !(item instanceof PDFRef) && holdsActiveContent(doc, item, depth + 1));
}

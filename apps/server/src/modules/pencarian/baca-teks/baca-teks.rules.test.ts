import { describe, expect, it } from "vitest";
import {
  cleanPageText,
  MAX_ATTEMPTS,
  missingToolsWarning,
  needsOcr,
  ocrLanguageOf,
  pageCountOf,
  statusAfterError,
  textSourceOf,
} from "./baca-teks.rules";

describe("text worker rules", () => {
  it("reads PDFs page by page and JPEG/PNG scans as one page", () => {
    expect(textSourceOf("application/pdf")).toBe("pdf");
    expect(textSourceOf("image/jpeg")).toBe("image");
    expect(textSourceOf("image/png")).toBe("image");
    expect(textSourceOf("text/plain")).toBeNull();
  });

  it("reads a page by OCR when its text layer has fewer than 20 characters", () => {
    expect(needsOcr("")).toBe(true);
    expect(needsOcr(" \n\f ")).toBe(true);
    // A scan with only a stamped agenda number on it.
    expect(needsOcr("No. Agenda: 123/45")).toBe(true);
    expect(needsOcr("Dengan hormat, bersama ini kami sampaikan")).toBe(false);
  });

  it("keeps the words of a page, one line per line, without layout spaces or NUL", () => {
    expect(cleanPageText("  Nomor   :  005/1\u0000\r\n\n   Perihal :\tUndangan  \n\f")).toBe(
      "Nomor : 005/1\nPerihal : Undangan",
    );
    expect(cleanPageText("\f")).toBe("");
  });

  it("reads the page count of pdfinfo and refuses a report without one", () => {
    expect(pageCountOf("Producer:  pdf-lib\nPages:           12\nEncrypted: no\n")).toBe(12);
    expect(() => pageCountOf("Syntax Error: broken")).toThrow(/page count/);
  });

  it("asks Tesseract for Indonesian when its model is there, else English", () => {
    const listed = (...langs: string[]) =>
      `List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (3):\n${langs.join("\n")}\n`;
    expect(ocrLanguageOf(listed("eng", "ind", "osd"))).toBe("ind");
    expect(ocrLanguageOf(listed("eng", "osd"))).toBe("eng");
  });

  it(`retries a failed file, giving it up at attempt ${MAX_ATTEMPTS}`, () => {
    expect(statusAfterError(1)).toBe("antri");
    expect(statusAfterError(MAX_ATTEMPTS - 1)).toBe("antri");
    expect(statusAfterError(MAX_ATTEMPTS)).toBe("gagal");
  });

  it("tells operators which tools are missing and which Debian packages bring them", () => {
    expect(missingToolsWarning(["pdftoppm", "tesseract"])).toBe(
      "text extraction disabled: pdftoppm, tesseract not found; install Debian packages tesseract-ocr tesseract-ocr-ind poppler-utils",
    );
  });
});

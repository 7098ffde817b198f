import { createHash } from "node:crypto";
import { createRequire } from "node:module";

/**
 * pdfkit parses every font file again for every document it makes (fontkit: about half the
 * time of rendering a letter). A parsed font is only read by pdfkit (each document builds its
 * own subset of it), so each thread parses a font file once: pdfkit's `require("fontkit")` is
 * given a view of fontkit whose `create` remembers what it parsed, by the file's hash.
 * Import this before pdfmake (which loads pdfkit).
 */
const fromPdfkit = createRequire(createRequire(import.meta.url).resolve("pdfkit"));
const fontkitPath = fromPdfkit.resolve("fontkit");
const fontkit = fromPdfkit("fontkit") as { create(buffer: Uint8Array, name?: string): unknown };
const parsed = new Map<string, unknown>();

const remembering = Object.create(fontkit, {
  create: {
    value(buffer: Uint8Array, postscriptName?: string) {
      const key = `${createHash("sha1").update(buffer).digest("hex")}/${postscriptName ?? ""}`;
      let font = parsed.get(key);
      if (!font) {
        font = fontkit.create(buffer, postscriptName);
        parsed.set(key, font);
      }
      return font;
    },
  },
});

const entry = fromPdfkit.cache[fontkitPath];
if (entry) entry.exports = remembering;

/** How many distinct font files this thread has parsed: stays 0 if pdfkit bypassed the cache. */
export const parsedFontCount = () => parsed.size;

import { execFile } from "node:child_process";
import { ocrLanguageOf } from "./baca-teks.rules";

/** What the worker found on the machine: the tools run, and the OCR language to ask for. */
export type TextTools =
  | { available: true; ocrLanguage: "ind" | "eng" }
  | { available: false; missing: string[] };

/**
 * Runs `command args` and answers what it printed, or null when the command is not installed.
 * A tool that runs but exits non-zero (old Poppler answers `-v` with 99) still counts as there.
 */
export type ToolProbe = (command: string, args: string[]) => Promise<string | null>;

export const probeTool: ToolProbe = (command, args) =>
  new Promise((resolve) => {
    execFile(command, args, { timeout: 10_000 }, (error, stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === "ENOENT") resolve(null);
      else resolve(`${stdout}${stderr}`);
    });
  });

/** Poppler's three (page count, text layer, page image), then Tesseract. */
const POPPLER = ["pdfinfo", "pdftotext", "pdftoppm"] as const;

/**
 * Looks for the tools once (at the worker's start): without any of them no file is read and the
 * queue waits, so that installing them and restarting reads everything queued meanwhile.
 */
export async function detectTextTools(probe: ToolProbe = probeTool): Promise<TextTools> {
  const [langs, ...poppler] = await Promise.all([
    probe("tesseract", ["--list-langs"]),
    ...POPPLER.map((tool) => probe(tool, ["-v"])),
  ]);
  const missing = POPPLER.filter((_, i) => poppler[i] === null) as string[];
  if (langs === null || langs === undefined) missing.push("tesseract");
  if (missing.length) return { available: false, missing };
  return { available: true, ocrLanguage: ocrLanguageOf(langs ?? "") };
}

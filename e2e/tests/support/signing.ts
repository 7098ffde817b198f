import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./session";

/** The PDF's words in order, whatever the line breaks (pdftotext of poppler-utils). */
export function pdfWords(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "lontar-")), "surat.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
}

/** The signed-in signer opens letter `id` in Persetujuan and signs it (SETUJU, passphrase). */
export async function signWithPassphrase(page: Page, id: string) {
  await page.goto(`/surat-keluar/persetujuan/detail/${id}`);
  await page.getByRole("button", { name: /SETUJU$/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Passphrase").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "SETUJU" }).click();
  await expect(page.getByText("Passphrase success !")).toBeVisible({ timeout: 30_000 });
}

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { confirmYes } from "./antd";
import { DEMO_PASSWORD, login, logout } from "./session";

function tempPdf(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "lontar-")), "surat.pdf");
  writeFileSync(file, bytes);
  return file;
}

/** The PDF's words in order, whatever the line breaks (pdftotext of poppler-utils). */
export function pdfWords(bytes: Buffer): string {
  return execFileSync("pdftotext", [tempPdf(bytes), "-"])
    .toString()
    .replace(/\s+/g, " ");
}

/** pdfsig's verdict on each signature of the PDF, in signing order. */
export function signatureVerdicts(bytes: Buffer): string[] {
  let report: string;
  try {
    report = execFileSync("pdfsig", [tempPdf(bytes)]).toString();
  } catch (error) {
    // pdfsig exits non-zero for a broken signature; its report is what counts.
    report = String((error as { stdout?: Buffer }).stdout ?? error);
  }
  return [...report.matchAll(/Signature Validation: (.*)/g)].map((m) => m[1] ?? "");
}

/** `username` signs in, passes letter `id` on to the next reviewer (LANJUTKAN) and signs out. */
export async function passOn(page: Page, username: string, id: string) {
  await login(page, username);
  await page.goto(`/surat-keluar/persetujuan/detail/${id}`);
  await page.getByRole("button", { name: /LANJUTKAN$/ }).click();
  await confirmYes(page);
  await expect(page.getByText("Surat diteruskan ke pemeriksa berikutnya")).toBeVisible();
  await logout(page);
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

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { confirmYes } from "./support/antd";
import { login, logout, tokenOf } from "./support/session";
import { composeLetter } from "./support/surat-keluar-form";

const SUBJECT = "Undangan Rapat Koordinasi Transformasi Digital Sekolah";

/** staf composes the letter through the form and sends it to review; returns its id. */
async function compose(page: Page): Promise<string> {
  await login(page, "staf");
  const id = await composeLetter(page, {
    perihal: SUBJECT,
    penerima: ["Syamsul Bahri"],
    tembusan: ["Dewi Anggraini Lubis"],
    pemeriksa: ["Rizky Pratama Harahap", "Dewi Anggraini Lubis", "Made Adi Wiranata"],
    isi: "Dengan hormat, kami mengundang Bapak/Ibu menghadiri rapat koordinasi.",
  });
  // The author lands on the letter's Telusuri detail, waiting for the first reviewer.
  await page.getByRole("tab", { name: "Data Surat" }).click();
  await expect(page.getByText("Surat Belum Terkirim")).toBeVisible();
  await logout(page);
  return id;
}

/** Opens the letter from the reviewer's Persetujuan list. */
async function openFromPersetujuan(page: Page, id: string) {
  await page.goto("/surat-keluar/persetujuan");
  await expect(page.getByRole("heading", { name: "PERSETUJUAN" })).toBeVisible();
  await page.getByRole("link", { name: SUBJECT }).click();
  await expect(page).toHaveURL(new RegExp(`/surat-keluar/persetujuan/detail/${id}$`));
  await expect(page.getByRole("tab", { name: "Tampilan Surat" })).toBeVisible();
}

async function lanjutkan(page: Page, username: string, id: string) {
  await login(page, username);
  await openFromPersetujuan(page, id);
  await page.getByRole("button", { name: /LANJUTKAN$/ }).click();
  await confirmYes(page);
  await expect(page).toHaveURL(/\/surat-keluar\/persetujuan$/);
  await expect(page.getByText("Surat diteruskan ke pemeriksa berikutnya")).toBeVisible();
  await expect(page.getByRole("link", { name: SUBJECT })).toHaveCount(0);
  await logout(page);
}

/** Counts dark pixels of the first rendered PDF page. */
const ink = (page: Page) =>
  page
    .locator(".react-pdf__Page__canvas")
    .first()
    .evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      const context = canvas.getContext("2d");
      if (!context || canvas.width === 0) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark += 1;
      return dark;
    });

test("a letter goes through three reviewers, one revision, and is signed with the passphrase", async ({
  page,
  request,
}) => {
  // Six sign-ins and a signing: generous under a loaded CI machine.
  test.setTimeout(240_000);
  const id = await compose(page);

  await lanjutkan(page, "kabid", id);

  // sekdis sends it back to kabid with the default note.
  await login(page, "sekdis");
  await openFromPersetujuan(page, id);
  await page.getByRole("button", { name: /PERBAIKAN$/ }).click();
  const revision = page.getByRole("dialog");
  await expect(revision.getByLabel("Catatan Perbaikan")).toHaveValue("Perbaikan");
  await revision.getByRole("button", { name: "PERBAIKAN" }).click();
  await expect(page).toHaveURL(/\/surat-keluar\/persetujuan$/);
  await expect(page.getByText("Surat dikembalikan untuk perbaikan")).toBeVisible();
  await logout(page);

  await lanjutkan(page, "kabid", id);
  await lanjutkan(page, "sekdis", id);

  // kadis signs: a wrong passphrase first, then the right one.
  await login(page, "kadis");
  await openFromPersetujuan(page, id);
  await page.getByRole("button", { name: /SETUJU$/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Passphrase").fill("bukan-passphrase");
  await dialog.getByRole("button", { name: "SETUJU" }).click();
  await expect(dialog.getByText("Passphrase salah")).toBeVisible();
  await dialog.getByLabel("Passphrase").fill("lontar123");
  await dialog.getByRole("button", { name: "SETUJU" }).click();
  await expect(page.getByText("Passphrase success !")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/surat-keluar/telusuri/detail/${id}$`));

  // The signed PDF is drawn, and it can be verified.
  await expect(page.locator(".react-pdf__Page__canvas").first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => ink(page), { timeout: 20_000 }).toBeGreaterThan(500);
  await expect(page.getByRole("link", { name: /Verifikasi/ })).toBeVisible();

  await page.getByRole("tab", { name: "Data Surat" }).click();
  const number = page.locator(".ant-descriptions-row").filter({ hasText: "Nomor Surat" });
  await expect(number).toContainText(/\d+\/\d+\/.+\/\d{4}/);
  await expect(page.getByText("Surat Belum Terkirim")).toHaveCount(0);

  await page.getByRole("tab", { name: "Riwayat Catatan" }).click();
  await expect(page.locator(".riwayat-catatan").getByText("Setuju")).toBeVisible();

  await page.getByRole("button", { name: "INFO" }).click();
  const info = page.getByRole("dialog");
  const kadisdik = info.getByRole("row").filter({ hasText: "Syamsul Bahri" });
  await expect(kadisdik.getByRole("cell").nth(1)).toHaveText("Sudah");
  await expect(kadisdik.getByRole("cell").nth(2)).toHaveText("Belum");
  await info.getByRole("button", { name: "Tutup" }).last().click();

  // The signed bytes, as kadis downloads them.
  const headers = { authorization: `Bearer ${await tokenOf(request, "kadis")}` };
  const pdf = await request.get(`/egs/mail/${id}/pdf`, { headers });
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  const text = bytes.toString("latin1");
  expect(text).toContain("/ByteRange");
  expect(text).toContain("ETSI.CAdES.detached");
  let pdfsig: string | null = null;
  try {
    pdfsig = execFileSync("which", ["pdfsig"]).toString().trim() || null;
  } catch {
    pdfsig = null;
  }
  if (pdfsig) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "lontar-")), "surat.pdf");
    writeFileSync(file, bytes);
    let report = "";
    try {
      report = execFileSync(pdfsig, [file]).toString();
    } catch (error) {
      // pdfsig exits non-zero for an untrusted certificate but still prints the verdict.
      report = String((error as { stdout?: Buffer }).stdout ?? "");
    }
    expect(report).toContain("Signature is Valid");
  }
});

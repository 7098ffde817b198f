import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login, tokenOf } from "./support/session";
import { composeLetter } from "./support/surat-keluar-form";

const SUBJECT = "Laporan Capaian Layanan Administrasi Kependudukan";

/** The bell's unread count as its label says it ('Notifikasi, 3 belum dibaca'). */
async function bellCount(page: Page): Promise<number> {
  const label =
    (await page.getByRole("button", { name: /^Notifikasi/ }).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) belum dibaca/.exec(label)?.[1] ?? 0);
}

/** A reviewer acts on the letter (their own screens are walked in surat-keluar.spec.ts). */
async function review(
  request: APIRequestContext,
  username: string,
  id: string,
  text: "lanjutkan" | "perbaikan",
  keterangan = "",
) {
  const response = await request.post(`/egs/riw-catatan/create/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, username)}` },
    data: {
      is_accepted: text === "lanjutkan",
      text,
      back_to_previous_level: text === "perbaikan",
      keterangan,
    },
  });
  expect(response.status()).toBe(200);
}

test("the writer hears the signer approved and sent the letter, and the notification opens the signed letter", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stafContext = await browser.newContext();
  const kadisContext = await browser.newContext();
  const staf = await stafContext.newPage();
  const kadis = await kadisContext.newPage();

  // staf writes the letter: kabid, sekdis, then kadis, who signs.
  await login(staf, "staf");
  const id = await composeLetter(staf, {
    perihal: SUBJECT,
    penerima: ["Syamsul Bahri"],
    pemeriksa: ["Rizky Pratama Harahap", "Dewi Anggraini Lubis", "Made Adi Wiranata"],
    isi: "Dengan hormat, bersama ini kami sampaikan laporan capaian layanan.",
  });
  await review(request, "kabid", id, "lanjutkan");
  await review(request, "sekdis", id, "lanjutkan");

  // staf goes on working on the dashboard.
  await staf.getByRole("link", { name: "Dashboard" }).click();
  await expect(staf).toHaveURL(/\/dashboard$/);
  const before = await bellCount(staf);

  // kadis signs with the passphrase, in their own browser.
  await login(kadis, "kadis");
  await kadis.goto(`/surat-keluar/persetujuan/detail/${id}`);
  await kadis.getByRole("button", { name: /SETUJU$/ }).click();
  const dialog = kadis.getByRole("dialog");
  await dialog.getByLabel("Passphrase").fill("lontar123");
  await dialog.getByRole("button", { name: "SETUJU" }).click();
  await expect(kadis.getByText("Passphrase success !")).toBeVisible({ timeout: 30_000 });

  // staf hears it without a reload: the toast and the bell.
  await expect(staf.getByText("Surat anda telah disetujui dan dikirim").first()).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => bellCount(staf), { timeout: 10_000 }).toBe(before + 1);

  // The bell's entry names the signer and opens the signed letter.
  await staf.getByRole("button", { name: /^Notifikasi/ }).click();
  const entry = staf
    .locator(".notification-bell__panel")
    .getByRole("link", { name: /Surat anda telah disetujui dan dikirim/ })
    .first();
  await expect(entry).toContainText(SUBJECT);
  await expect(entry).toContainText("Made Adi Wiranata");
  await staf.screenshot({ path: test.info().outputPath("staf-bell-terkirim.png") });
  await entry.click();
  await expect(staf).toHaveURL(new RegExp(`/surat-keluar/telusuri/detail/${id}$`));
  await expect(staf.getByRole("heading", { name: SUBJECT })).toBeVisible();
  await expect(staf.locator(".react-pdf__Page__canvas").first()).toBeVisible({ timeout: 20_000 });
  await expect(staf.getByRole("link", { name: /Verifikasi/ })).toBeVisible();
  await staf.getByRole("tab", { name: "Data Surat" }).click();
  const number = staf.locator(".ant-descriptions-row").filter({ hasText: "Nomor Surat" });
  await expect(number).toContainText(/\d+\/\d+\/.+\/\d{4}/);
  await expect(staf.getByText("Surat Belum Terkirim")).toHaveCount(0);
  await staf.screenshot({ path: test.info().outputPath("staf-surat-ditandatangani.png") });
  // Opening it read the notification.
  await expect.poll(() => bellCount(staf)).toBe(before);

  await stafContext.close();
  await kadisContext.close();
});

test("a letter sent back: the writer reads the reviewer's note on the notification page and opens the letter to correct it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page, "staf");
  const id = await composeLetter(page, {
    perihal: "Permohonan Pemutakhiran Data Pegawai",
    penerima: ["Syamsul Bahri"],
    pemeriksa: ["Rizky Pratama Harahap", "Made Adi Wiranata"],
    isi: "Dengan hormat, mohon pemutakhiran data pegawai.",
  });
  await review(request, "kabid", id, "perbaikan", "Lampirkan daftar pegawai yang berubah");

  await page.goto("/notifikasi");
  const entry = page
    .getByRole("link", { name: /Surat dikembalikan untuk perbaikan/ })
    .filter({ hasText: "Permohonan Pemutakhiran Data Pegawai" });
  await expect(entry).toContainText("Catatan Perbaikan: Lampirkan daftar pegawai yang berubah");
  await page.screenshot({ path: test.info().outputPath("staf-notifikasi-perbaikan.png") });
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/surat-keluar/konsep/detail/${id}$`));
  await expect(
    page.getByRole("heading", { name: "Permohonan Pemutakhiran Data Pegawai" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "EDIT" })).toBeVisible();
});

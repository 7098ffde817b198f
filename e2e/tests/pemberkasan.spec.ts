import ExcelJS from "exceljs";
import { expect, test } from "./support/a11y";
import { confirmYes } from "./support/antd";
import { advanceRecordsDay, daysAhead, resetRecordsDay } from "./support/records-day";
import { DEMO_PASSWORD, login, logout } from "./support/session";

/** The demo letter, filed in the open berkas of 000.1.2 when it was sent. */
const DEMO_SUBJECT = "Undangan Rapat Koordinasi Transformasi Digital";
/** The demo's paper berkas of 2021 (000.1.2: 1 + 2 years, musnah), closed at the end of 2021. */
const OLD_BERKAS = "Surat perintah dan laporan perjalanan dinas pegawai tahun 2021";

test.afterEach(() => resetRecordsDay());

test("an archivist closes a berkas, lists it, and (years later) destroys it by a signed Berita Acara", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, "sekretariat");

  // The sent demo letter sits in the open berkas of its classification.
  await page.goto("/arsip/pemberkasan");
  const table = page.locator(".ant-table-tbody:visible");
  await table.getByRole("link", { name: "Perjalanan Dinas Dalam Negeri" }).click();
  await expect(page).toHaveURL(/\/arsip\/pemberkasan\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("cell", { name: DEMO_SUBJECT, exact: true })).toBeVisible();
  const nomor = (await page.locator("th:has-text('No. Berkas') + td").first().innerText()).trim();
  expect(nomor).toMatch(/^\d+\/\d{4}$/);
  await page.getByRole("button", { name: "Tutup Berkas" }).click();
  await confirmYes(page);
  await expect(page.getByText("Berkas berhasil ditutup")).toBeVisible();
  await expect(page.getByText("Aktif (tertutup)").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Tutup Berkas" })).toHaveCount(0);

  // Closed but still active, it is on the Daftar Arsip Aktif handed in.
  await page.goto("/arsip/pemberkasan");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Unduh Daftar Arsip Aktif (Excel)" }).click();
  const file = test.info().outputPath("daftar-arsip-aktif.xlsx");
  await (await downloading).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => {
      cells.push(String(cell.value));
    });
  });
  expect(cells).toContain("DAFTAR ARSIP AKTIF");
  expect(cells).toContain("Perjalanan Dinas Dalam Negeri");
  expect(cells).not.toContain(OLD_BERKAS);

  // Not due yet: 000.1.2 keeps it active one year and inactive two more.
  await page.goto("/arsip/usul-musnah");
  await expect(page.getByRole("checkbox", { name: "Pilih berkas 1/2021" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Pilih berkas ${nomor}` })).toHaveCount(0);

  // Three years on, its fate is due: proposed for destruction in a Berita Acara.
  advanceRecordsDay(daysAhead(3, 2));
  await page.reload();
  await page.getByRole("checkbox", { name: `Pilih berkas ${nomor}` }).check();
  await page.getByRole("button", { name: "Usulkan Pemusnahan" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Perjalanan Dinas Dalam Negeri").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Usulkan" }).click();
  await expect(
    page.getByText("Berita acara berhasil dibuat dan menunggu tanda tangan kepala unit kerja"),
  ).toBeVisible();
  await page.getByRole("link", { name: /Buka Berita Acara Pemusnahan Arsip/ }).click();
  await expect(page).toHaveURL(/\/berita-acara\/[0-9a-f-]{36}$/);
  const address = page.url();
  await expect(page.getByText("Menunggu tanda tangan").first()).toBeVisible();
  await logout(page);

  // The head of the unit is told in the bell, opens it there and signs with the passphrase.
  await login(page, "kadis");
  await page.getByRole("button", { name: /^Notifikasi/ }).click();
  await page
    .locator(".notification-bell__panel")
    .getByRole("link", { name: /Berita acara arsip menunggu tanda tangan anda/ })
    .first()
    .click();
  await expect(page).toHaveURL(address);
  await page.getByRole("button", { name: "Tandatangani" }).click();
  const sign = page.getByRole("dialog", { name: "Tandatangani Berita Acara" });
  await sign.getByLabel("Passphrase").fill(DEMO_PASSWORD);
  await sign.getByRole("button", { name: "Tandatangani" }).click();
  await expect(page.getByText("Berita acara berhasil ditandatangani")).toBeVisible();
  await expect(page.getByText(/^1\/BA-MUSNAH\/.+\/\d{4}$/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Tandatangani" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("berita-acara.png"), fullPage: true });
  await logout(page);

  // Destroyed: the berkas says so, and the signed PDF verifies as a letter does.
  await login(page, "sekretariat");
  await page.goto("/arsip/pemberkasan");
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: nomor, exact: true }) });
  await expect(row).toContainText("Musnah");
  await expect(row).not.toContainText("Usul Musnah");
  // The 2021 berkas, not proposed, is still waiting for its fate.
  await expect(page.getByRole("row").filter({ hasText: OLD_BERKAS })).toContainText("Usul Musnah");
});

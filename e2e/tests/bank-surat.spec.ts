import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { expect, test } from "./support/a11y";
import { openFromSidebar } from "./support/antd";
import { countPrints, printsOf } from "./support/print";
import { login, tokenOf } from "./support/session";

const NIP = { kadis: "197206141998031001", sekdis: "197709022002122003" };
const RECENT = "Bank E2E Laporan Kegiatan Bulan Ini";
const OLDER = "Bank E2E Laporan Kegiatan Bulan Lalu";
const firstLoad = { timeout: 15_000 };

/** YYYY-MM-DD of `days` ago in Asia/Jakarta (the lists' calendar). */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(
    new Date(Date.now() - days * 86_400_000),
  );

/** The secretariat registers two outside letters, received 5 and 45 days ago. */
test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, "sekretariat")}` };
  for (const [perihal, received, nomor] of [
    [RECENT, daysAgo(5), "005/901/E2E/2026"],
    [OLDER, daysAgo(45), "005/902/E2E/2026"],
  ] as const) {
    const res = await request.post("/egs/mail", {
      headers,
      data: {
        kategori_surat: "external",
        no_surat: nomor,
        tahun_agenda: Number(received.slice(0, 4)),
        tanggal_surat: received,
        tanggal_terima: received,
        dari: "Badan Pusat Statistik Kabupaten Contoh",
        kepala_surat: {
          perihal,
          lampiran: { type: "Lembar", value: 1 },
          sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
        },
        penerima: { selected_kepala_login: [NIP.kadis], user: [], plt: [] },
        tembusan: { user: [NIP.sekdis], plt: [] },
        data_pengirim: { nama: "Andi Statistik", email: "andi@bps.example", nomor_wa: "0812" },
      },
    });
    expect(res.status()).toBe(200);
  }
});

/** Types a YYYY-MM-DD day into a date field as staff do: DD/MM/YYYY. */
async function setDate(page: Page, label: "Dari" | "Hingga", value: string) {
  const typed = value.split("-").reverse().join("/");
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typed);
  await input.press("Enter");
  await expect(input).toHaveValue(typed);
}

const table = (page: Page) => page.locator(".ant-table-tbody");

test("sekretariat filters the bank by a date range, prints it and downloads the Excel file", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The print view opens the print dialog by itself: count the calls instead.
  await countPrints(context);
  await login(page, "sekretariat");

  // From the sidebar: Bank Surat › Masuk (Sekretariat).
  await openFromSidebar(
    page,
    page.getByText("Bank Surat", { exact: true }),
    page.getByText("Masuk (Sekretariat)", { exact: true }),
    /\/bank-surat\/masuk-sekretariat$/,
  );
  await expect(page.getByRole("heading", { name: "Bank Surat Masuk (Sekretariat)" })).toBeVisible(
    firstLoad,
  );

  // The default range (a month until today) holds the recent letter only.
  await expect(table(page).getByRole("link", { name: RECENT })).toBeVisible(firstLoad);
  await expect(table(page).getByText(OLDER)).toHaveCount(0);
  const recentRow = table(page).locator("tr", { hasText: RECENT });
  await expect(recentRow.getByText("Belum Dibaca")).toBeVisible();

  // A range 50 to 40 days back holds the older one only.
  const start = daysAgo(50);
  const end = daysAgo(40);
  await setDate(page, "Dari", start);
  await setDate(page, "Hingga", end);
  await expect(table(page).getByRole("link", { name: OLDER })).toBeVisible();
  await expect(table(page).getByText(RECENT)).toHaveCount(0);
  await expect(
    page.getByText("Menampilkan page 1 dari 1 total pages dan 1 total entri"),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("bank-list.png"), fullPage: true });

  // Print: the print view of that filter opens in a new tab and calls the print dialog.
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Cetak" }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/bank-surat\/list-surat\/listBankSuratMasukSekretariatPrinted\?/);
  const period = `${start.split("-").reverse().join("/")} s.d. ${end.split("-").reverse().join("/")}`;
  await expect(
    popup.getByRole("heading", { name: `Bank Surat Masuk (Sekretariat) — Periode ${period}` }),
  ).toBeVisible(firstLoad);
  await expect(popup.getByText("Instansi: Dinas Komunikasi dan Informatika")).toBeVisible();
  await expect(popup.getByText("Dicetak oleh:")).toBeVisible();
  await expect(popup.getByText("Waktu cetak:")).toBeVisible();
  const printed = popup.getByRole("table");
  await expect(printed.getByRole("columnheader")).toHaveText([
    "No",
    "Tanggal Terima",
    "Nomor Surat",
    "Perihal",
    "Pengirim",
    "Disposisi",
    "Status",
  ]);
  await expect(printed.getByRole("cell", { name: OLDER })).toBeVisible();
  await expect(printed.getByText(RECENT)).toHaveCount(0);
  await expect.poll(() => printsOf(popup)).toBe(1);
  await popup.emulateMedia({ media: "print" });
  await popup.screenshot({ path: test.info().outputPath("bank-print-view.png"), fullPage: true });
  // The paper layout: A4 landscape, the table header repeated on every page.
  const layout = await popup.evaluate(() => ({
    page: Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText)
      .find((text) => text.includes("@page")),
    thead: getComputedStyle(document.querySelector("thead") as Element).display,
    toolbar: getComputedStyle(document.querySelector(".print-toolbar") as Element).display,
  }));
  expect(layout.page).toMatch(/size: a4 landscape/i);
  expect(layout.thead).toBe("table-header-group");
  expect(layout.toolbar).toBe("none");
  // As Chromium prints it: landscape A4 pages (842 × 595 pt), one for this short list.
  const pdf = await popup.pdf({
    preferCSSPageSize: true,
    path: test.info().outputPath("bank-print-view.pdf"),
  });
  const boxes = [
    ...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g),
  ];
  expect(boxes).toHaveLength(1);
  expect(boxes.map((m) => [Math.round(Number(m[1])), Math.round(Number(m[2]))])).toEqual([
    [842, 595],
  ]);
  await popup.close();

  // Excel: the same filter as a real workbook.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: /Unduh Excel/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`bank-surat-masuk-sekretariat_${start}_${end}.xlsx`);
  const file = test.info().outputPath("bank-surat-masuk-sekretariat.xlsx");
  await download.saveAs(file);
  const banner = page.locator('[data-status="success-bank-surat"]');
  await expect(banner.getByText("File Excel berhasil diunduh")).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the workbook has no sheet");
  expect(sheet.getCell("A1").value).toBe(
    "Bank Surat Masuk (Sekretariat) — Dinas Komunikasi dan Informatika",
  );
  expect(String(sheet.getCell("A2").value)).toContain(`Periode ${period}`);
  expect(sheet.rowCount).toBe(4);
  expect(sheet.getCell("D4").value).toBe(OLDER);
  expect((sheet.getCell("B4").value as Date).toISOString().slice(0, 10)).toBe(daysAgo(45));

  // A row opens the letter read-only; Kembali returns to the bank.
  await table(page).getByRole("link", { name: OLDER }).click();
  await expect(page).toHaveURL(/\/bank-surat\/masuk-sekretariat\/list\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("tab", { name: "Data Pengirim" })).toBeVisible(firstLoad);
  await expect(page.getByRole("tab", { name: "Disposisi/Teruskan" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ubah Nomor Surat" })).toHaveCount(0);
  await page.getByRole("button", { name: /Kembali/ }).click();
  await expect(page).toHaveURL(/\/bank-surat\/masuk-sekretariat$/);

  // The outgoing bank holds the unit's sent letter, with its status badge.
  await page.goto("/bank-surat/keluar");
  await expect(page.getByRole("heading", { name: "Bank Surat Keluar" })).toBeVisible(firstLoad);
  const demo = table(page).locator("tr", { hasText: "Undangan Rapat Koordinasi" }).first();
  await expect(demo).toBeVisible(firstLoad);
  await expect(demo.locator(".ant-tag", { hasText: "Terkirim" })).toBeVisible();
});

test("an employee cannot open the bank", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, "staf")}` };
  const res = await request.get("/egs/master/bank-mail-keluar", { headers });
  expect(res.status()).toBe(403);
  await login(page, "staf");
  await expect(page.getByText("Bank Surat", { exact: true })).toHaveCount(0);
});

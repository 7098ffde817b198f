import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { confirmYes, pickOption } from "./support/antd";
import { countPrints, printsOf } from "./support/print";
import { login, tokenOf } from "./support/session";

const loginAsAdmin = (page: Page) => login(page, "admin");

const firstLoad = { timeout: 15_000 };
const rows = (page: Page) => page.locator(".ant-table-tbody:visible");
const shots = path.resolve(import.meta.dirname, "..", "..", ".tmp", "arsip-shots");
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Picks an option of an open Ant Design select or tree select. */
const pick = pickOption;

test("admin keeps an archive item through its whole life", async ({ page, request }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);

  // A storage tree: Gedung › Ruang › Boks.
  await page.goto("/master-arsip/master-penyimpanan");
  await page.getByRole("button", { name: "Tambah" }).click(firstLoad);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Kode *").fill("GD-E2E");
  await dialog.getByLabel("Nama").fill("Gedung Uji");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data berhasil ditambah")).toBeVisible();
  await page.getByRole("button", { name: "Tambah Child GD-E2E" }).click();
  await dialog.getByLabel("Kode *").fill("R-E2E");
  await dialog.getByLabel("Nama").fill("Ruang Uji");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(rows(page).getByText("R-E2E")).toBeVisible();
  await page.getByRole("button", { name: "Tambah Child R-E2E" }).click();
  await dialog.getByLabel("Kode *").fill("BX-E2E");
  await dialog.getByLabel("Nama").fill("Boks Uji");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(rows(page).getByText("BX-E2E")).toBeVisible();

  // An archive type.
  await page.goto("/master-arsip/master-jenis-arsip");
  await page.getByRole("button", { name: "Tambah" }).click(firstLoad);
  await dialog.getByLabel("Kode *").fill("SK-E2E");
  await dialog.getByLabel("Nama *").fill("Surat Keputusan Uji");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data berhasil ditambah")).toBeVisible();
  await expect(rows(page).getByText("Surat Keputusan Uji")).toBeVisible();

  // Upload an item.
  await page.goto("/master-arsip/tabel-arsip");
  await page.getByRole("button", { name: "Tambah" }).click(firstLoad);
  await dialog.getByLabel("Jenis Arsip").click();
  await pick(page, "Surat Keputusan Uji");
  await dialog.getByLabel("Penyimpanan").click();
  await pick(page, "BX-E2E");
  await dialog.getByLabel("Nomor Dokumen").fill("800/E2E/2024");
  await dialog.getByLabel("Tahun").fill("2024");
  await dialog.getByLabel("Nama Arsip").fill("SK Uji Peramban");
  await dialog.locator("input[type=file]").setInputFiles({
    name: "sk-uji.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data berhasil ditambah")).toBeVisible();
  await expect(rows(page).getByText("SK Uji Peramban")).toBeVisible();

  // Download works while unlocked.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Unduh SK Uji Peramban" }).click();
  expect((await download).suggestedFilename()).toBe("sk-uji.pdf");

  // Lock: the buttons are disabled and the server refuses the download.
  await page.getByRole("switch", { name: "Kunci SK Uji Peramban" }).click();
  await expect(page.getByRole("button", { name: "Unduh SK Uji Peramban" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Lihat SK Uji Peramban" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Ubah SK Uji Peramban" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Hapus SK Uji Peramban" })).toBeDisabled();
  // The page keeps its token in memory only; the check uses a session of its own.
  const token = await tokenOf(request, "admin");
  const refused = await page.evaluate(async (token) => {
    const list = await fetch("/egs/arsip?q=SK%20Uji%20Peramban", {
      headers: { Authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    const id = list.items?.[0]?._id;
    const res = await fetch(`/egs/arsip/${id}/file?download=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: await res.json() };
  }, token);
  expect(refused.status).toBe(423);

  // Unlock, delete, restore, delete again and destroy.
  await page.getByRole("switch", { name: "Kunci SK Uji Peramban" }).click();
  await expect(page.getByRole("button", { name: "Hapus SK Uji Peramban" })).toBeEnabled();
  await page.getByRole("button", { name: "Hapus SK Uji Peramban" }).click();
  await expect(page.getByText("Apakah anda yakin menghapus arsip ini ?")).toBeVisible();
  await confirmYes(page);
  await expect(page.getByText("Data berhasil dihapus")).toBeVisible();
  await expect(rows(page).getByText("SK Uji Peramban")).toHaveCount(0);

  await page.getByRole("tab", { name: "Data Arsip Terhapus" }).click();
  await expect(rows(page).getByText("SK Uji Peramban")).toBeVisible();
  await page.getByRole("button", { name: "Restore SK Uji Peramban" }).click();
  await confirmYes(page);
  await expect(page.getByText("Data berhasil di restore")).toBeVisible();
  await expect(rows(page).getByText("SK Uji Peramban")).toHaveCount(0);

  await page.getByRole("tab", { name: "Data Arsip", exact: true }).click();
  await expect(rows(page).getByText("SK Uji Peramban")).toBeVisible();
  await page.screenshot({ path: path.join(shots, "tabel-arsip.png"), fullPage: true });
  await page.getByRole("button", { name: "Hapus SK Uji Peramban" }).click();
  await confirmYes(page);
  await expect(page.getByText("Data berhasil dihapus")).toBeVisible();
  await page.getByRole("tab", { name: "Data Arsip Terhapus" }).click();
  await page.getByRole("button", { name: "Hapus Permanent SK Uji Peramban" }).click();
  await confirmYes(page);
  await expect(page.getByText("Data berhasil dihapus")).toBeVisible();
  await expect(rows(page).getByText("SK Uji Peramban")).toHaveCount(0);
});

test("the print view and the statistics chart", async ({ page }) => {
  await loginAsAdmin(page);
  await countPrints(page);
  await page.goto("/arsip/list-surat/listArsipPrintView?key=aktif");
  await expect(page.getByRole("heading", { name: "Daftar Arsip" })).toBeVisible(firstLoad);
  await expect(page.getByText("Dicetak oleh:")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cetak" })).toBeVisible();
  await expect.poll(() => printsOf(page)).toBe(1);
  await page.screenshot({ path: path.join(shots, "print-view.png"), fullPage: true });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: path.join(shots, "print-view-media-print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  await page.goto("/master-arsip/statistik");
  await expect(page.getByTestId("statistik-chart").getByText("Mei")).toBeVisible(firstLoad);
  await expect(page.getByTestId("statistik-chart").getByText("Des")).toBeVisible();
  await page.screenshot({ path: path.join(shots, "statistik.png"), fullPage: true });
});

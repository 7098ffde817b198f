import type { Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { confirmYes, pickOption } from "./support/antd";
import { login } from "./support/session";

const loginAsAdmin = (page: Page) => login(page, "admin");

// The first load of a master screen fetches its lazy chunk, the work units and the tree.
const firstLoad = { timeout: 15_000 };
/** Rows of the list or tree (a closed modal keeps its selects in the page). */
const rows = (page: Page) => page.locator(".ant-table-tbody");

/** Picks an option of an open Ant Design select (the list is virtual: type to narrow it). */
const pick = pickOption;

test("the administrator adds, edits and deletes a work unit", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/manajemen-master/satuan-kerja");
  await expect(rows(page).getByText("Dinas Komunikasi dan Informatika")).toBeVisible(firstLoad);
  await expect(
    page.getByText(/Menampilkan page 1 dari 1 total pages dan 4 total entri/),
  ).toBeVisible();

  await page.getByRole("button", { name: "Tambah" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Kode", { exact: true }).fill("2.16.2.20.2.21.01.0000");
  await dialog.getByLabel("Nama", { exact: true }).fill("Dinas Uji Coba");
  await dialog.getByLabel("Alamat").fill("Jl. Uji No. 1");
  await dialog.getByLabel("Kode Referensi (SAPK)").fill("sapk-uji");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Kode satuan kerja sudah digunakan");

  await dialog.getByLabel("Kode", { exact: true }).fill("9.99.0.00.0.00.01.0000");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data berhasil ditambah")).toBeVisible();
  await expect(rows(page).getByText("Dinas Uji Coba")).toBeVisible();

  await page.getByRole("button", { name: "Ubah Dinas Uji Coba" }).click();
  await dialog.getByLabel("Nama", { exact: true }).fill("Badan Uji Coba");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data berhasil diubah")).toBeVisible();
  await expect(rows(page).getByText("Badan Uji Coba")).toBeVisible();

  await page.getByRole("button", { name: "Hapus Badan Uji Coba" }).click();
  await confirmYes(page);
  await expect(page.getByText("Data berhasil dihapus")).toBeVisible();
  await expect(rows(page).getByText("Badan Uji Coba")).toHaveCount(0);
});

test("the administrator adds a sub unit under Sekretariat and cannot delete a unit in use", async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto("/manajemen-master/unit-kerja");
  await expect(rows(page).getByText("Subbagian Umum dan Kepegawaian")).toBeVisible(firstLoad);

  await page.getByRole("button", { name: "Tambah sub unit Sekretariat" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Tambah Sub Unit Kerja")).toBeVisible();
  await dialog.getByLabel("Nama", { exact: true }).fill("Subbagian Hukum");
  await dialog.getByLabel("Kode", { exact: true }).fill("KOMINFO.99");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data berhasil ditambah")).toBeVisible();
  await expect(rows(page).getByText("Subbagian Hukum")).toBeVisible();

  await page.getByRole("button", { name: "Hapus Sekretariat" }).click();
  await confirmYes(page);
  await expect(page.getByText("Unit kerja masih memiliki sub unit")).toBeVisible();
  await expect(rows(page).getByText("Sekretariat", { exact: true })).toBeVisible();
});

test("the administrator adds a JFT position: a name from the list and no eselon", async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto("/manajemen-master/jabatan");
  const superior = page.getByRole("button", {
    name: "Tambah bawahan Kepala Bidang Aplikasi Informatika",
  });
  await expect(superior).toBeVisible(firstLoad);
  await superior.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Eselon")).toBeVisible();
  await dialog.getByLabel("Jenis Jabatan").click();
  await pick(page, "Jabatan Fungsional Tertentu");
  await expect(dialog.getByLabel("Eselon")).toHaveCount(0);
  await dialog.getByLabel("Nama", { exact: true }).click();
  await page.keyboard.type("statistisi");
  await pick(page, "Statistisi Ahli Pertama");
  await dialog.getByLabel("Kode", { exact: true }).fill("KOMINFO-J050");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Data berhasil ditambah")).toBeVisible();
  await expect(rows(page).getByText("Statistisi Ahli Pertama")).toBeVisible();
  await expect(rows(page).getByText("KOMINFO-J050")).toBeVisible();
});

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { clickUntilTaken, confirmYes } from "./support/antd";

const login = async (page: Page, username: string, password = "lontar123") => {
  await page.goto("/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
};

/**
 * Opens an Ant Design select of a form and clicks the option with this text. The work-unit
 * select names itself 'Pilih Satuan Kerja'.
 */
const choose = async (page: Page, dialog: Locator, label: string, option: string) => {
  const select = dialog
    .getByLabel(label, { exact: true })
    .or(dialog.getByRole("combobox", { name: `Pilih ${label}`, exact: true }))
    .first();
  const field = select.locator("xpath=ancestor::*[contains(@class,'ant-select')][1]");
  // Under load a click can land while the dropdown is still animating open: retry until chosen.
  await expect(async () => {
    const dropdown = page.locator(".ant-select-dropdown:visible");
    if ((await dropdown.count()) === 0) await select.click();
    await dropdown
      .locator(".ant-select-item-option", { hasText: option })
      .first()
      .click({ timeout: 3000 });
    await expect(field).toContainText(option, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
};

const fill = async (dialog: Locator, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await dialog.getByLabel(label, { exact: true }).fill(value);
};

const save = async (page: Page, dialog: Locator, banner: string) => {
  const saved = page.getByRole("alert").filter({ hasText: banner });
  await clickUntilTaken(dialog.getByRole("button", { name: "Simpan" }), saved);
  await expect(saved).toBeVisible();
  await expect(dialog).toBeHidden();
};

const SATKER = "Dinas Uji Coba Persuratan";
const stamp = String(Date.now()).slice(-6);

test("admin builds an organisation and a login; the user logs in until deactivated", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page, "admin");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Work unit, unit and position, on the screens of Master Satuan Kerja, Unit Kerja, Jabatan.
  await page.goto("/manajemen-master/satuan-kerja");
  await page.getByRole("button", { name: /Tambah$/ }).click();
  let dialog = page.getByRole("dialog");
  await fill(dialog, {
    Kode: `9.99.${stamp}`,
    Nama: SATKER,
    Alamat: "Jl. Uji Coba No. 1",
    "Kode Referensi (SAPK)": `SAPK-${stamp}`,
  });
  await save(page, dialog, "Data berhasil ditambah");

  await page.goto("/manajemen-master/unit-kerja");
  await page.getByRole("button", { name: /Tambah$/ }).click();
  dialog = page.getByRole("dialog");
  await choose(page, dialog, "Satuan Kerja", SATKER);
  await fill(dialog, { Nama: "Bidang Uji Coba", Kode: `UJI-${stamp}` });
  await save(page, dialog, "Data berhasil ditambah");

  await page.goto("/manajemen-master/jabatan");
  await page.getByRole("button", { name: /Tambah$/ }).click();
  dialog = page.getByRole("dialog");
  await choose(page, dialog, "Satuan Kerja", SATKER);
  await choose(page, dialog, "Jenis Jabatan", "Jabatan Struktural");
  await choose(page, dialog, "Unit Kerja", "Bidang Uji Coba");
  await fill(dialog, { Nama: "Kepala Bidang Uji Coba", Kode: `JUJI-${stamp}` });
  await choose(page, dialog, "Eselon", "III.b");
  await save(page, dialog, "Data berhasil ditambah");

  // The employee, on Master Pegawai.
  await page.goto("/manajemen-master/pegawai");
  await page.getByRole("button", { name: /Tambah$/ }).click();
  dialog = page.getByRole("dialog");
  await fill(dialog, {
    Nama: "Sinta Uji Coba, S.Kom.",
    NIP: `199203152020${stamp}`,
    NIK: `3301019203${stamp}`,
  });
  await choose(page, dialog, "Satuan Kerja", SATKER);
  await choose(page, dialog, "Unit Kerja", "Bidang Uji Coba");
  await choose(page, dialog, "Jenis Jabatan", "Struktural");
  await choose(page, dialog, "Jabatan", "Kepala Bidang Uji Coba");
  await fill(dialog, {
    Alamat: "Jl. Uji Coba No. 2",
    "No. Telp/WA": "081234567890",
    "E-mail": "sinta@contoh.example",
  });
  await save(page, dialog, "Data berhasil ditambah");

  // Her login, on Master Pengguna; the password is shown once.
  await page.goto("/manajemen-master/pengguna");
  // The work-unit filter of the list, picked as in the dialogs (a lost click is retried).
  await choose(page, page.getByRole("main"), "Satuan Kerja", SATKER);
  const row = page.getByRole("row").filter({ hasText: "Sinta Uji Coba" });
  await expect(row.getByText("Belum ada login")).toBeVisible();
  await row.getByRole("button", { name: /Buat Login/ }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username").fill(`sinta${stamp}`);
  const passwordDialog = page.getByRole("dialog").filter({ hasText: "Password Pengguna" });
  await clickUntilTaken(
    dialog.getByRole("button", { name: "Simpan" }),
    passwordDialog.getByText("Berhasil !"),
  );
  await expect(passwordDialog.getByText("Berhasil !")).toBeVisible();
  const password =
    (await passwordDialog.locator(".generated-password").textContent())?.trim() ?? "";
  expect(password.length).toBeGreaterThanOrEqual(12);
  await passwordDialog.getByText("Tutup", { exact: true }).click();
  await expect(row.getByText("aktif", { exact: true })).toBeVisible();

  // The new user logs in with that password.
  const other = await browser.newContext();
  const userPage = await other.newPage();
  await login(userPage, `sinta${stamp}`, password);
  await expect(userPage).toHaveURL(/\/dashboard$/);
  await expect(userPage.locator(".top-bar__greeting")).toContainText("Sinta Uji Coba");

  // admin deletes (deactivates) the user: the login is refused from then on.
  await row.getByRole("button", { name: /^Hapus Sinta/ }).click();
  await expect(page.getByText("Apakah anda yakin akan menghapus pengguna ini ?")).toBeVisible();
  await confirmYes(page);
  await expect(page.getByRole("alert").filter({ hasText: "Data berhasil dihapus" })).toBeVisible();
  await expect(row.getByText("nonaktif", { exact: true })).toBeVisible();

  const again = await browser.newContext();
  const refused = await again.newPage();
  await login(refused, `sinta${stamp}`, password);
  await expect(refused.getByRole("alert")).toContainText("Akun anda tidak aktif");
  await expect(refused).toHaveURL(/\/$/);
  await other.close();
  await again.close();
});

import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login, logout } from "./support/session";
import { registerIncomingLetter, SCAN_FIXTURES } from "./support/surat-masuk-form";

const SUBJECT = "Permohonan Narasumber Literasi Digital Sekolah";
const NOMOR = "005/321/DISDIK/2026";
const PRIVATE_NOTE = "Catatan rahasia: koordinasikan dengan kepala sekolah terlebih dahulu";
const FORWARD_NOTE = "Mohon disiapkan bahan paparan";
const SHOTS = path.resolve(import.meta.dirname, "..", "..", ".tmp", "e2e-shots");

/** The secretariat registers the letter to kadis through 'Buat Surat Masuk', two scanned pages. */
async function register(page: Page): Promise<string> {
  await login(page, "sekretariat");
  const letter = await registerIncomingLetter(page, {
    perihal: SUBJECT,
    noSurat: NOMOR,
    dari: "Dinas Pendidikan Provinsi Contoh",
    lampiran: { jumlah: 2 },
    penerima: ["Made Adi Wiranata"],
    scanImages: SCAN_FIXTURES,
    pengirim: { nama: "Budi Pengirim", email: "budi@contoh.example", nomor_wa: "0812-3456-7890" },
  });
  await logout(page);
  return letter.id;
}

/** Opens the letter from the 'Surat Masuk Sekretariat' tab; it is unread until opened. */
async function openFromInbox(page: Page, id: string) {
  await page.goto("/surat-masuk/daftar-surat");
  await expect(page.getByRole("heading", { name: "INBOX SURAT MASUK" })).toBeVisible();
  await page.getByRole("tab", { name: "Surat Masuk Sekretariat" }).click();
  const panel = page.getByRole("tabpanel", { name: "Surat Masuk Sekretariat" });
  const link = panel.getByRole("link", { name: SUBJECT });
  await expect(link).toBeVisible();
  const row = panel.locator("tr", { has: page.getByRole("link", { name: SUBJECT }) });
  await expect(row).toHaveClass(/inbox__row--unread/);
  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/${id}$`),
  );
  await expect(page.getByRole("tab", { name: "Riwayat Tindakan" })).toBeVisible();
}

/** Picks one employee of the user's work unit in the target picker. */
async function pickTarget(page: Page, name: string) {
  await page.getByRole("button", { name: "Pilih Pegawai" }).click();
  const dialog = page.getByRole("dialog", { name: "Pilih Tujuan" });
  await dialog.getByPlaceholder("Cari nama, NIP atau jabatan").fill(name);
  const row = dialog.locator("tr", { hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Pilih" }).click();
  await expect(dialog).toBeHidden();
}

test("a registered letter: kadis disposes (Tertutup) to kabid, kabid forwards to staf, staf sees the history without the private note", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const id = await register(page);

  await login(page, "kadis");
  await openFromInbox(page, id);
  await expect(page.getByRole("tab", { name: "Tampilan Surat" })).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/6281234567890",
  );
  await page.getByRole("tab", { name: "Disposisi/Teruskan" }).click();
  await page.getByRole("checkbox", { name: "Untuk ditindaklanjuti" }).check();
  await page.getByRole("radio", { name: "Tertutup" }).check();
  await pickTarget(page, "Rizky Pratama Harahap");
  await page.getByLabel("Catatan").fill(PRIVATE_NOTE);
  await page.getByRole("button", { name: "Kirim Disposisi" }).click();
  await expect(page).toHaveURL(/\/surat-masuk\/daftar-surat$/);
  await expect(page.getByText("Success", { exact: true })).toBeVisible();
  await logout(page);

  await login(page, "kabid");
  await openFromInbox(page, id);
  await page.getByRole("tab", { name: "Disposisi/Teruskan" }).click();
  await page.locator("label.ant-radio-button-wrapper", { hasText: "Teruskan" }).click();
  await expect(page.getByRole("radio", { name: "Teruskan" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Untuk ditindaklanjuti" })).toHaveCount(0);
  await pickTarget(page, "Putri Ayu Lestari");
  await page.getByLabel("Catatan").fill(FORWARD_NOTE);
  await page.getByRole("button", { name: /Teruskan$/ }).click();
  await expect(page).toHaveURL(/\/surat-masuk\/daftar-surat$/);
  await logout(page);

  await login(page, "staf");
  await openFromInbox(page, id);
  await page.getByRole("tab", { name: "Riwayat Tindakan" }).click();
  const riwayat = page.getByRole("tabpanel", { name: "Riwayat Tindakan" });
  await expect(riwayat.getByText("Ir. Made Adi Wiranata, M.T.", { exact: true })).toBeVisible();
  await expect(
    riwayat.getByText("Rizky Pratama Harahap, S.T., M.Kom.", { exact: true }),
  ).toBeVisible();
  await expect(riwayat.getByText("Disposisi tertutup")).toBeVisible();
  await expect(riwayat.getByText(`Catatan: ${FORWARD_NOTE}`)).toBeVisible();
  await expect(page.getByText(PRIVATE_NOTE)).toHaveCount(0);

  // The history print view, as staf: same entries, the private note still absent.
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await page.goto(`/bank-surat/print-view-riwayat/${id}`);
  await expect(page.getByText(`Nomor Surat: ${NOMOR}`)).toBeVisible();
  await expect(page.locator(".riwayat-print__card")).toHaveCount(2);
  await expect(page.getByText(PRIVATE_NOTE)).toHaveCount(0);
  await page.screenshot({
    path: path.join(SHOTS, "surat-masuk-riwayat-print.png"),
    fullPage: true,
  });
});

test("kadisdik finds the letter kadis signed in 'Surat Masuk' and disposes it in his own unit", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The demo organisation starts with this letter, signed by kadis and sent to kadisdik.
  const subject = "Undangan Rapat Koordinasi Transformasi Digital";
  await login(page, "kadisdik");
  await page.goto("/surat-masuk/daftar-surat");
  const panel = page.getByRole("tabpanel", { name: "Surat Masuk", exact: true });
  const link = panel.getByRole("link", { name: subject, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(
    /\/surat-masuk\/daftar-surat\/detail-non-sekretariat\/non-sekretariat\//,
  );
  await page.getByRole("tab", { name: "Disposisi/Teruskan" }).click();
  await page.getByRole("checkbox", { name: "Untuk diketahui" }).check();
  await pickTarget(page, "Endang Sulastri");
  await page.getByLabel("Catatan").fill("Mohon dihadiri");
  await page.getByRole("button", { name: "Kirim Disposisi" }).click();
  await expect(page).toHaveURL(/\/surat-masuk\/daftar-surat$/);
  await expect(page.getByText("Success", { exact: true })).toBeVisible();
});

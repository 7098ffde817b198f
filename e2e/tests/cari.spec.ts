import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { tokenOf } from "./support/session";

const NIP = {
  kadis: "197206141998031001",
  kabid: "198104062006011002",
  sekdis: "197709022002122003",
};
const SENDER = "budi.pengirim@contoh.example";
const SUBJECT = "Permohonan Narasumber Literasi Digital";
const PRIVATE_NOTE = "Catatan tertutup hanya untuk kabid";
/** The Authorization header of a demo account. */
const authHeader = async (request: APIRequestContext, username: string) => ({
  authorization: `Bearer ${await tokenOf(request, username)}`,
});
const SHOTS = path.resolve(import.meta.dirname, "../../.tmp/shots");

/** The secretariat registers a letter from outside; kadis disposes it privately to kabid. */
async function registerAndDispose(request: APIRequestContext) {
  const registered = await request.post("/egs/mail", {
    headers: await authHeader(request, "sekretariat"),
    data: {
      kategori_surat: "external",
      no_surat: "005/321/DISDIK/2026",
      tahun_agenda: 2026,
      tanggal_surat: "2026-11-20",
      tanggal_terima: "2026-11-22",
      dari: "Dinas Pendidikan Provinsi Contoh",
      kepala_surat: {
        perihal: SUBJECT,
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      penerima: { selected_kepala_login: [NIP.kadis], user: [], plt: [] },
      tembusan: { user: [NIP.sekdis], plt: [] },
      data_pengirim: { nama: "Budi Pengirim", email: SENDER, nomor_wa: "081234567890" },
    },
  });
  expect(registered.status()).toBe(200);
  const { id, resi } = (await registered.json()).items as { id: string; resi: string };
  const disposed = await request.post(`/egs/mail-disposisi/${id}`, {
    headers: await authHeader(request, "kadis"),
    data: {
      user: [NIP.kabid],
      plt: [],
      action: {
        is_disposisi: true,
        text: ["Untuk ditindaklanjuti"],
        keterangan: PRIVATE_NOTE,
        is_private: true,
      },
    },
  });
  expect(disposed.status()).toBe(200);
  return resi;
}

/** Fills the form and lets the real ALTCHA widget solve its proof of work. */
async function search(page: Page, resi: string, email: string) {
  await page.getByLabel("Nomor Resi").fill(resi);
  await page.getByLabel("E-mail").fill(email);
  await page.getByText("Saya bukan robot").click();
  await expect(page.getByText("Terverifikasi")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: /Cari/ }).click();
}

test("a sender tracks a registered letter with the resi and e-mail, solving the captcha in the page", async ({
  page,
  request,
}) => {
  const resi = await registerAndDispose(request);

  await page.goto("/cari");
  await expect(page.getByRole("heading", { name: "Cari Surat" })).toBeVisible();
  await page.getByRole("button", { name: /Cari/ }).click();
  await expect(page.getByText("Lengkapi form dan captcha !")).toBeVisible();

  await search(page, resi, "orang.lain@contoh.example");
  await expect(page.getByText("Surat tidak di temukan !")).toBeVisible();

  await search(page, resi, SENDER);
  const result = page.getByRole("region", { name: "Hasil pencarian surat" });
  await expect(result.getByText(SUBJECT)).toBeVisible();
  await expect(result.getByText("005/321/DISDIK/2026")).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "cari-desktop.png"), fullPage: true });

  await result.getByRole("tab", { name: "Riwayat Tindakan" }).click();
  await expect(result.getByText("Disposisi tertutup")).toBeVisible();
  // What was done, by whom, to whom: received by the head, then disposed to the division head.
  await expect(result.getByText("Diterima", { exact: true })).toBeVisible();
  await expect(result.getByText(/kepada .*Kepala Bidang/)).toBeVisible();
  await expect(page.getByText(PRIVATE_NOTE)).toHaveCount(0);
  await expect(page.getByText("Untuk ditindaklanjuti")).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await result.getByRole("tab", { name: "Data Surat" }).click();
  await page.screenshot({ path: path.join(SHOTS, "cari-phone.png"), fullPage: true });
  await result.getByRole("tab", { name: "Riwayat Tindakan" }).click();
  await page.screenshot({ path: path.join(SHOTS, "cari-phone-riwayat.png"), fullPage: true });
});

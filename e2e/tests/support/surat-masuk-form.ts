import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { PENGAMANAN_LABEL } from "./surat-keluar-form";

/** Two scanned pages (420×594 PNG) for 'Scan Image'. */
export const SCAN_FIXTURES = [1, 2].map((n) =>
  path.resolve(import.meta.dirname, `../../fixtures/scan-${n}.png`),
);

export interface IncomingLetterInput {
  perihal: string;
  /** Default: a unique number. */
  noSurat?: string;
  /** Default: the form's (this year). */
  tahunAgenda?: number;
  /** DD/MM/YYYY; default empty. Tanggal Terima keeps its default (today) unless given. */
  tanggalSurat?: string;
  tanggalTerima?: string;
  /** Default 'Badan Kepegawaian Daerah'. */
  dari?: string;
  /** Default 1 Lembar. */
  lampiran?: { jumlah: number; jenis?: "Lembar" | "Rangkap" };
  /** Default Biasa / Biasa. */
  sifat?: { pengamanan?: "Biasa" | "Rahasia"; penyampaian?: "Biasa" | "Cepat" };
  /** Names or NIPs, each matching one picker row; given, they replace the default (the head). */
  penerima?: string[];
  tembusan?: string[];
  /** Attachments (PDF/PNG/JPEG paths). */
  lampiranFiles?: string[];
  /** Scanned page images (JPEG/PNG paths) in page order; they become the letter's PDF. */
  scanImages?: string[];
  /** DD/MM/YYYY HH:mm on 15-minute steps. */
  jadwal?: { mulai: string; berakhir: string; tempat: string };
  pengirim: { nama: string; email: string; nomor_wa: string };
}

export interface RegisteredIncomingLetter {
  id: string;
  resi: string;
  nomor_agenda: number;
}

const formItem = (page: Page, label: string): Locator =>
  page
    .locator(".ant-form-item")
    .filter({ has: page.locator("label", { hasText: new RegExp(`^${label}$`) }) });

async function typeDate(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press("Enter");
  await expect(input).toHaveValue(value);
}

/** Replaces the chosen employees of the 'Penerima' or 'Tembusan' picker with `people`. */
async function choosePegawai(page: Page, label: "Penerima" | "Tembusan", people: string[]) {
  const item = formItem(page, label);
  const closers = item.locator(".ant-tag .ant-tag-close-icon");
  while ((await closers.count()) > 0) await closers.first().click();
  if (!people.length) return;
  await item.getByRole("button", { name: `Pilih ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: `Pilih ${label}` });
  for (const person of people) {
    const search = dialog.getByPlaceholder("Cari nama, NIP atau jabatan");
    await search.fill(person);
    await search.press("Enter");
    const row = dialog.locator("tr.ant-table-row", { hasText: person }).first();
    await row.locator("input[type=checkbox]").check();
  }
  await dialog.getByRole("button", { name: "Pilih" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens 'Buat Surat Masuk' (signed in as a level-8 secretariat) and fills it. */
export async function fillIncomingLetter(page: Page, input: IncomingLetterInput) {
  await page.goto("/surat-masuk/buat");
  await expect(page.getByRole("heading", { name: "BUAT SURAT MASUK" })).toBeVisible();
  const noSurat = input.noSurat ?? `800/${Date.now() % 100000}/BKD/${new Date().getFullYear()}`;
  await page.getByLabel("Nomor Surat").fill(noSurat);
  if (input.tahunAgenda) await page.getByLabel("Tahun Agenda").fill(String(input.tahunAgenda));
  if (input.tanggalSurat) await typeDate(page.getByLabel("Tanggal Surat"), input.tanggalSurat);
  if (input.tanggalTerima) await typeDate(page.getByLabel("Tanggal Terima"), input.tanggalTerima);
  await page.getByLabel("Dari").fill(input.dari ?? "Badan Kepegawaian Daerah");
  await page.getByLabel("Perihal").fill(input.perihal);
  await page.getByLabel("Lampiran", { exact: true }).fill(String(input.lampiran?.jumlah ?? 1));
  const radio = (group: string, option: string) =>
    page.getByRole("radiogroup", { name: group }).getByText(option, { exact: true }).click();
  await radio("Jenis Lampiran", input.lampiran?.jenis ?? "Lembar");
  await radio("Sifat Pengamanan", PENGAMANAN_LABEL[input.sifat?.pengamanan ?? "Biasa"]);
  await radio("Sifat Penyampaian", input.sifat?.penyampaian ?? "Biasa");

  const penerima = formItem(page, "Penerima");
  if (input.penerima) await choosePegawai(page, "Penerima", input.penerima);
  // Without a choice, the head of the unit is filled in once the form has loaded.
  else await expect(penerima.locator(".ant-tag")).not.toHaveCount(0);
  if (input.tembusan) await choosePegawai(page, "Tembusan", input.tembusan);

  if (input.lampiranFiles?.length) {
    await page.getByLabel("Berkas Lampiran").setInputFiles(input.lampiranFiles);
    for (const file of input.lampiranFiles)
      await expect(page.getByTestId("daftar-lampiran")).toContainText(path.basename(file));
  }
  if (input.scanImages?.length) {
    await page.getByTestId("scan-input").setInputFiles(input.scanImages);
    await expect(page.getByTestId("scan-page")).toHaveCount(input.scanImages.length);
  }
  if (input.jadwal) {
    await typeDate(page.getByLabel("Mulai"), input.jadwal.mulai);
    await typeDate(page.getByLabel("Berakhir"), input.jadwal.berakhir);
    await page.getByLabel("Tempat").fill(input.jadwal.tempat);
  }
  await page.getByLabel("Nama", { exact: true }).fill(input.pengirim.nama);
  await page.getByLabel("Email", { exact: true }).fill(input.pengirim.email);
  await page.getByLabel("Nomor WhatsApp").fill(input.pengirim.nomor_wa);
}

/** Presses Kirim and waits for 'Success' and the Terkirim list; returns id, resi, agenda number. */
export async function submitIncomingLetter(page: Page): Promise<RegisteredIncomingLetter> {
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/egs/mail",
  );
  await page.getByRole("button", { name: "Kirim" }).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page).toHaveURL(/\/surat-masuk\/terkirim$/);
  await expect(page.getByRole("alert").filter({ hasText: "Success" })).toBeVisible();
  return ((await response.json()) as { items: RegisteredIncomingLetter }).items;
}

/**
 * Registers an incoming letter through 'Buat Surat Masuk' as the signed-in secretariat: fills
 * the form, sends it, and returns what the server answered (id, resi, nomor_agenda).
 */
export async function registerIncomingLetter(page: Page, input: IncomingLetterInput) {
  await fillIncomingLetter(page, input);
  return submitIncomingLetter(page);
}

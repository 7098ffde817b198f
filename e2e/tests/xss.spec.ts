import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login, tokenOf } from "./support/session";

/**
 * Markup typed into every free-text field of a letter must show as text: no script runs, no
 * handler fires, no element is injected. Each payload tries to set `window.__xss` or to open
 * a dialog; both are watched.
 */
const NIP = { kadis: "197206141998031001", kabid: "198104062006011002" };
const SUBJECT = `Undangan <img src=x onerror="window.__xss='perihal';alert(1)"> rapat`;
const FROM = `<svg onload="window.__xss='dari'">Dinas Contoh</svg>`;
const SENDER = `<script>window.__xss='pengirim'</script>Budi`;
const NOTE = `<a href="javascript:window.__xss='catatan'">klik</a><div style="background:url(javascript:alert(1))">x</div>`;
const INSTRUCTION = `<iframe src="javascript:window.__xss='petunjuk'"></iframe>`;

const jakartaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

const auth = async (request: APIRequestContext, username: string) => ({
  authorization: `Bearer ${await tokenOf(request, username)}`,
});

async function registerHostileLetter(request: APIRequestContext) {
  const registered = await request.post("/egs/mail", {
    headers: await auth(request, "sekretariat"),
    data: {
      kategori_surat: "external",
      no_surat: `005/<b>XSS</b>/${Date.now()}`,
      tahun_agenda: 2026,
      tanggal_surat: jakartaToday(),
      tanggal_terima: jakartaToday(),
      dari: FROM,
      kepala_surat: {
        perihal: SUBJECT,
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      penerima: { selected_kepala_login: [NIP.kadis], user: [], plt: [] },
      tembusan: { user: [], plt: [] },
      data_pengirim: { nama: SENDER, email: "budi@contoh.example", nomor_wa: "081234567890" },
    },
  });
  expect(registered.status()).toBe(200);
  const { id } = (await registered.json()).items as { id: string };
  const disposed = await request.post(`/egs/mail-disposisi/${id}`, {
    headers: await auth(request, "kadis"),
    data: {
      user: [NIP.kabid],
      plt: [],
      action: { is_disposisi: true, text: [INSTRUCTION], keterangan: NOTE, is_private: false },
    },
  });
  expect(disposed.status()).toBe(200);
  return id;
}

/** Arms the trap before any page script runs; returns the dialogs seen. */
async function trap(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss?: unknown }).__xss = undefined;
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[]) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"], svg[onload], iframe[src^="javascript"]')).toHaveCount(0);
}

test("markup in a letter, its sender and its disposition is shown as text and never runs", async ({
  page,
  request,
}) => {
  const id = await registerHostileLetter(request);
  const dialogs = await trap(page);
  await login(page, "kabid");

  // An external letter: the inbox's 'Surat Masuk Sekretariat' tab.
  await page.goto("/surat-masuk/daftar-surat");
  await page.getByRole("tab", { name: "Surat Masuk Sekretariat" }).click();
  await expect(page.getByText(SUBJECT).first()).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto(`/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${id}`);
  await expect(page.getByText(SUBJECT).first()).toBeVisible();
  await expect(page.getByText(FROM).first()).toBeVisible();
  await expectInert(page, dialogs);

  // The disposition history with its note and instruction.
  await page.getByRole("tab", { name: "Riwayat Tindakan" }).click();
  await expect(page.getByText(NOTE).first()).toBeVisible();
  await expectInert(page, dialogs);
});

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { bearer } from "./support/letters-api";
import { login, logout } from "./support/session";
import { registerIncomingLetter } from "./support/surat-masuk-form";

/** A word of the scanned page only: not in the subject, the number or any field of the form. */
const WORD = "Wanagama";
const SUBJECT = "Permohonan Dukungan Kegiatan Konservasi";
const SCANS = path.resolve(import.meta.dirname, "..", "..", ".tmp", "e2e-scans");

/**
 * A scanned page made here: a letter with printed Indonesian text, rendered by Chromium to a
 * PNG as a scanner would give it (no text layer: only OCR can read its words).
 */
async function scanOf(page: Page): Promise<string> {
  await page.setViewportSize({ width: 1240, height: 1754 });
  await page.setContent(`<!doctype html><html lang="id"><body style="margin:120px;font:34px/1.6 serif;color:#000;background:#fff">
    <p style="text-align:center;font-weight:bold">PEMERINTAH KABUPATEN CONTOH<br>DINAS LINGKUNGAN HIDUP</p>
    <p>Dengan hormat,</p>
    <p>Bersama ini kami mengajukan permohonan dukungan penanaman pohon di kawasan hutan
    pendidikan ${WORD} pada bulan Desember. Kegiatan melibatkan pelajar dan masyarakat sekitar.</p>
    <p>Demikian kami sampaikan, atas perhatian Bapak kami ucapkan terima kasih.</p>
  </body></html>`);
  const file = path.join(SCANS, `scan-${Date.now()}.png`);
  await mkdir(SCANS, { recursive: true });
  await writeFile(file, await page.screenshot({ fullPage: true }));
  await page.setViewportSize({ width: 1366, height: 800 });
  return file;
}

/** `from` disposes letter `id` to the employee `to` (by NIP) with an instruction. */
async function dispose(request: APIRequestContext, from: string, id: string, to: string) {
  const nip = (
    await (await request.get("/api/egs/user", { headers: await bearer(request, to) })).json()
  ).data.peg_nip as string;
  const res = await request.post(`/egs/mail-disposisi/${id}`, {
    headers: await bearer(request, from),
    data: {
      user: [nip],
      plt: [],
      action: {
        is_disposisi: true,
        text: ["Untuk ditindaklanjuti"],
        keterangan: "",
        is_private: false,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("staf finds a letter disposed to them by a word only its scan holds, and opens it", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const scan = await scanOf(page);
  await login(page, "sekretariat");
  const letter = await registerIncomingLetter(page, {
    perihal: SUBJECT,
    dari: "Dinas Lingkungan Hidup Provinsi Contoh",
    penerima: ["Made Adi Wiranata"],
    scanImages: [scan],
    pengirim: { nama: "Sari Pengirim", email: "sari@contoh.example", nomor_wa: "0812-1111-2222" },
  });
  await logout(page);
  await dispose(request, "kadis", letter.id, "kabid");
  await dispose(request, "kabid", letter.id, "staf");

  // The scan is read off the request path; until then the detail says so and the word finds
  // nothing. The text worker reads it within seconds.
  const staf = await bearer(request, "staf");
  await expect
    .poll(
      async () =>
        (await (await request.get(`/egs/search?q=${WORD}`, { headers: staf })).json()).meta?.total,
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(1);

  await login(page, "staf");
  // The box is loaded after the shell: its shortcut works once it shows.
  const box = page.getByRole("combobox", { name: "Cari" });
  await expect(box).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(box).toBeFocused();
  await box.pressSequentially(WORD.toLowerCase(), { delay: 30 });
  const option = page.getByRole("option", { name: new RegExp(SUBJECT) });
  await expect(option).toBeVisible();
  await expect(option.locator("mark")).toHaveText(new RegExp(WORD, "i"));
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${letter.id}$`),
  );
  await expect(page.getByRole("heading", { name: SUBJECT })).toBeVisible();
  await expect(page.getByText("Teks sedang diproses")).toHaveCount(0);

  // The full results page: Enter without a chosen option; the other unit finds nothing.
  await page.keyboard.press("Control+k");
  await box.fill(`"hutan pendidikan ${WORD}"`);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/pencarian\?/);
  await expect(page.getByRole("link", { name: SUBJECT })).toBeVisible();
  await logout(page);

  const other = await bearer(request, "kadisdik");
  const hidden = await (await request.get(`/egs/search?q=${WORD}`, { headers: other })).json();
  expect(hidden.meta.total).toBe(0);
});

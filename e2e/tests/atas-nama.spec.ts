import { expect, test } from "./support/a11y";
import { login, logout, tokenOf } from "./support/session";
import { passOn, pdfWords, signWithPassphrase } from "./support/signing";
import { fillLetter, gotoTab, openNewLetter } from "./support/surat-keluar-form";

const SUBJECT = "Pemberitahuan Jadwal Pemeliharaan Jaringan";
const KADIS = "Kepala Dinas Komunikasi dan Informatika";

test("kadis approves a letter that sekdis signs a.n. Kepala Dinas; the PDF says so", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page, "staf");
  await openNewLetter(page);
  await fillLetter(page, {
    perihal: SUBJECT,
    penerima: ["Syamsul Bahri"],
    pemeriksa: ["Made Adi Wiranata", "Dewi Anggraini Lubis"],
    isi: "Dengan hormat, jaringan akan dipelihara pada hari Sabtu.",
  });
  // The signer (sekdis, directly under the head) may sign a.n.; u.b. is not offered.
  const panel = await gotoTab(page, "Pemeriksa");
  const cara = panel.getByRole("group", { name: "Cara tanda tangan" });
  await expect(cara.getByRole("radio", { name: /^u\.b\./ })).toHaveCount(0);
  await cara.getByRole("radio", { name: /^a\.n\./ }).check();
  await expect(cara).toContainText(`a.n. ${KADIS},`);
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page).toHaveURL(/\/surat-keluar\/telusuri\/detail\/[0-9a-f-]{36}$/);
  const id = /detail\/([0-9a-f-]{36})$/.exec(page.url())?.[1] as string;
  await logout(page);

  // kadis reviews it and passes it on to the signer.
  await passOn(page, "kadis", id);

  // sekdis signs with the passphrase.
  await login(page, "sekdis");
  await signWithPassphrase(page, id);

  const headers = { authorization: `Bearer ${await tokenOf(request, "kadisdik")}` };
  const pdf = await request.get(`/egs/mail/${id}/pdf`, { headers });
  expect(pdf.status()).toBe(200);
  const sent = pdfWords(await pdf.body());
  expect(sent).toContain(`a.n. ${KADIS}, Sekretaris Dinas Komunikasi dan Informatika,`);
  // The sent letter carries no paraf; the recipient has no file copy either.
  expect(sent).not.toContain("SALINAN ARSIP");
  expect((await request.get(`/egs/mail/${id}/pdf-arsip`, { headers })).status()).toBe(404);
  await logout(page);

  // The author keeps the file copy: kadis's and sekdis's paraf beside the signature.
  await login(page, "staf");
  await page.goto(`/surat-keluar/terkirim/detail/${id}`);
  await page.getByRole("tab", { name: "Riwayat Catatan" }).click();
  await expect(page.getByText("Paraf MAW")).toBeVisible();
  await expect(page.getByText("Paraf DAL")).toBeVisible();
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Salinan Arsip (dengan paraf)" }).click();
  await expect.poll(async () => (await opened).url()).toMatch(/^blob:/);
  const stafHeaders = { authorization: `Bearer ${await tokenOf(request, "staf")}` };
  const copy = await request.get(`/egs/mail/${id}/pdf-arsip`, { headers: stafHeaders });
  expect(copy.status()).toBe(200);
  const words = pdfWords(await copy.body());
  for (const expected of ["SALINAN ARSIP", "Paraf Hierarki", "MAW", "DAL", KADIS])
    expect(words).toContain(expected);
});

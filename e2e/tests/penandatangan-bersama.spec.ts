import { expect, test } from "./support/a11y";
import { login, logout, tokenOf } from "./support/session";
import { passOn, pdfWords, signatureVerdicts, signWithPassphrase } from "./support/signing";
import { fillLetter, gotoTab, openNewLetter } from "./support/surat-keluar-form";

const SUBJECT = "Kesepakatan Bersama Pengelolaan Data";

test("two officials sign one letter in turn; the PDF and the QR page carry both", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await login(page, "staf");
  await openNewLetter(page);
  await fillLetter(page, {
    perihal: SUBJECT,
    penerima: ["Syamsul Bahri"],
    pemeriksa: ["Rizky Pratama Harahap", "Dewi Anggraini Lubis", "Made Adi Wiranata"],
    isi: "Dengan hormat, kedua pihak sepakat mengelola data bersama.",
  });
  const panel = await gotoTab(page, "Pemeriksa");
  await panel.getByLabel("Jumlah Penandatangan").fill("2");
  await panel.getByLabel("Jumlah Penandatangan").press("Tab");
  await expect(panel.getByText("Penandatangan 1")).toBeVisible();
  await expect(panel.getByText("Penandatangan 2")).toBeVisible();
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page).toHaveURL(/\/surat-keluar\/telusuri\/detail\/[0-9a-f-]{36}$/);
  const id = /detail\/([0-9a-f-]{36})$/.exec(page.url())?.[1] as string;
  await logout(page);

  await passOn(page, "kabid", id);

  // The first signer signs; the letter waits for the second.
  await login(page, "sekdis");
  await signWithPassphrase(page, id);
  await page.getByRole("tab", { name: "Data Surat" }).click();
  await expect(page.getByText("2 penandatangan (1 sudah menandatangani)")).toBeVisible();
  await logout(page);

  // The second signer can only sign or cancel now.
  await login(page, "kadis");
  await page.goto(`/surat-keluar/persetujuan/detail/${id}`);
  await expect(page.getByRole("button", { name: /BATALKAN$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /PERBAIKAN$/ })).toHaveCount(0);
  await signWithPassphrase(page, id);
  await logout(page);

  const headers = { authorization: `Bearer ${await tokenOf(request, "kadisdik")}` };
  const pdf = await (await request.get(`/egs/mail/${id}/pdf`, { headers })).body();
  expect(signatureVerdicts(pdf)).toEqual(["Signature is Valid.", "Signature is Valid."]);
  const words = pdfWords(pdf);
  expect(words).toContain("Dewi Anggraini Lubis");
  expect(words).toContain("Made Adi Wiranata");

  // The QR page lists both signers, each with a valid signature.
  const detail = await request.get(`/egs/mail/${id}`, { headers });
  const verifyUrl = (await detail.json()).items.esign_document.verify_url as string;
  await page.goto(verifyUrl);
  const signers = page.getByRole("listitem").filter({ hasText: "Tanda tangan sah" });
  await expect(signers).toHaveCount(2);
  await expect(signers.nth(0)).toContainText("Dewi Anggraini Lubis");
  await expect(signers.nth(1)).toContainText("Made Adi Wiranata");
});

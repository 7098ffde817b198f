import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { ESIGN_MESSAGES } from "@lontar/contracts/esign";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { esignLog, signedDocument, signingKey } from "../../db/schema/tanda-tangan";
import { signedLetter as signedLetterOf } from "../../test/factories/esign";
import { demoPegawai } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { flipOneByte, pdfsig, pdfText } from "../../test/pdf-tools";
import { TEST_PUBLIC_URL, testCa } from "../../test/signing";
import { letterPdf } from "../surat/pdf/surat-pdf";
import { verifyPdfSignature } from "./pdf-verification";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedLetter = () => signedLetterOf(t);

describe("signing a letter", () => {
  it("embeds a signature pdfsig and our verifier accept, with the visible stamp", async () => {
    const { pdf, signedDocumentId } = await signedLetter();
    const report = await pdfsig(pdf);
    expect(report).toContain("Signature is Valid");
    expect(report).toContain("Total document signed");
    expect(report).toContain("ETSI.CAdES.detached");
    expect(report).toContain("SHA-256");
    const ours = verifyPdfSignature(pdf, testCa().certPem);
    expect(ours).toMatchObject({
      signed: true,
      signatureValid: true,
      coversWholeFile: true,
      issuedByInstance: true,
    });
    const text = await pdfText(pdf);
    expect(text).toContain("Ditandatangani secara elektronik oleh:");
    expect(text).toContain("Kepala Dinas Komunikasi dan Informatika");
    // The QR code points to the verification page of this signed document.
    const [doc] = await t.db
      .select()
      .from(signedDocument)
      .where(eq(signedDocument.id, signedDocumentId));
    expect(doc?.signerNama).toBeTruthy();
  });

  it("fails both pdfsig and our check after one byte changes", async () => {
    const { pdf } = await signedLetter();
    const tampered = flipOneByte(pdf);
    expect(await pdfsig(tampered)).not.toContain("Signature is Valid");
    expect(verifyPdfSignature(tampered, testCa().certPem)).toMatchObject({ signatureValid: false });
  });

  it("reports an update appended after signing as a change", async () => {
    const { pdf } = await signedLetter();
    const appended = Buffer.concat([pdf, Buffer.from("\n% tambahan\n")]);
    expect(verifyPdfSignature(appended, testCa().certPem)).toMatchObject({
      signatureValid: true,
      coversWholeFile: false,
    });
  });

  it("prints the letterhead-less copy with the same number and QR stamp", async () => {
    const { letter } = await signedLetter();
    const plain = await letterPdf(t.db, t.app.fileStorage, letter, {
      noKop: true,
      baseUrl: TEST_PUBLIC_URL,
    });
    const text = await pdfText(plain);
    expect(text).not.toContain("PEMERINTAH KABUPATEN CONTOH");
    expect(text).toContain(letter.noSurat ?? "no number");
    expect(text).toContain("Ditandatangani secara elektronik oleh:");
    expect(text).not.toContain("Surat Belum Terkirim");
  });

  it("logs the successful signing with user, IP and document", async () => {
    const { signedDocumentId } = await signedLetter();
    const [row] = await t.db
      .select()
      .from(esignLog)
      .where(eq(esignLog.signedDocumentId, signedDocumentId));
    expect(row).toMatchObject({ status: "success", ip: "10.0.0.9" });
  });
});

describe("passphrase", () => {
  it("answers 422 'Passphrase salah' to a wrong one and changes nothing but the count", async () => {
    const before = await t.db.select({ n: count() }).from(signedDocument);
    const res = await t.as("sekdis")({
      method: "POST",
      url: "/egs/esign/check-passphrase",
      payload: { passphrase: "bukan-ini" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().diagnostic.message).toBe(ESIGN_MESSAGES.passphraseWrong);
    const after = await t.db.select({ n: count() }).from(signedDocument);
    expect(after).toEqual(before);
    const ok = await t.as("sekdis")({
      method: "POST",
      url: "/egs/esign/check-passphrase",
      payload: { passphrase: DEMO_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("locks signing for 15 minutes after five wrong ones in a row, also for the right one", async () => {
    const people = await demoPegawai(t.db, ["kabid"]);
    const kabid = people.get("kabid");
    if (!kabid) throw new Error("kabid missing");
    const check = (passphrase: string) =>
      t.as("kabid")({
        method: "POST",
        url: "/egs/esign/check-passphrase",
        payload: { passphrase },
      });
    for (let i = 0; i < 5; i++) expect((await check("salah-terus")).statusCode).toBe(422);
    const locked = await check(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().diagnostic.message).toContain(ESIGN_MESSAGES.locked);
    const [key] = await t.db.select().from(signingKey).where(eq(signingKey.userId, kabid.userId));
    const minutes = ((key?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const failures = await t.db.select().from(esignLog).where(eq(esignLog.userId, kabid.userId));
    expect(failures.map((f) => f.reason)).toEqual([
      ...Array(5).fill(ESIGN_MESSAGES.passphraseWrong),
      "Dikunci",
    ]);
    expect(failures.every((f) => f.status === "failure")).toBe(true);
  });

  it("sets a new passphrase with the account password: new certificate, old passphrase gone", async () => {
    const as = t.as("kadisdik");
    const wrongPassword = await as({
      method: "POST",
      url: "/egs/esign/passphrase",
      payload: {
        password: "salah",
        passphrase: "rahasia-baru-1",
        passphrase_confirmation: "rahasia-baru-1",
      },
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toEqual([ESIGN_MESSAGES.passwordWrong]);
    const mismatch = await as({
      method: "POST",
      url: "/egs/esign/passphrase",
      payload: {
        password: DEMO_PASSWORD,
        passphrase: "rahasia-baru-1",
        passphrase_confirmation: "lain",
      },
    });
    expect(mismatch.json().errors.passphrase_confirmation).toEqual([
      ESIGN_MESSAGES.passphraseMismatch,
    ]);
    const short = await as({
      method: "POST",
      url: "/egs/esign/passphrase",
      payload: { password: DEMO_PASSWORD, passphrase: "pendek", passphrase_confirmation: "pendek" },
    });
    expect(short.json().errors.passphrase).toEqual([ESIGN_MESSAGES.passphraseTooShort]);

    const before = (await as({ method: "GET", url: "/egs/esign/status" })).json().items;
    expect(before.has_key).toBe(true);
    const set = await as({
      method: "POST",
      url: "/egs/esign/passphrase",
      payload: {
        password: DEMO_PASSWORD,
        passphrase: "rahasia-baru-1",
        passphrase_confirmation: "rahasia-baru-1",
      },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().items.serial).not.toBe(before.serial);
    expect(set.json().items.subject).toContain("Kepala Dinas Pendidikan");
    const check = (passphrase: string) =>
      as({ method: "POST", url: "/egs/esign/check-passphrase", payload: { passphrase } });
    expect((await check(DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await check("rahasia-baru-1")).statusCode).toBe(200);
  });
});

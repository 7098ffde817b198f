import { ESIGN_MESSAGES, VERIFY_MESSAGES } from "@lontar/contracts/esign";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail } from "../../db/schema/surat";
import { signedLetter as signedLetterOf } from "../../test/factories/esign";
import { createTestApp, type TestApp } from "../../test/harness";
import { flipOneByte } from "../../test/pdf-tools";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedLetter = () => signedLetterOf(t);

describe("public verification", () => {
  it("shows the stored document as valid, without login", async () => {
    const { signedDocumentId, letter } = await signedLetter();
    const res = await t.app.inject({
      method: "GET",
      url: `/egs/public/verify/${signedDocumentId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      document: { no_surat: letter.noSurat, perihal: letter.perihal },
      signature: {
        signed: true,
        valid: true,
        unchanged: true,
        issued_by_instance: true,
        matches_document: true,
      },
    });
    expect(res.json().items.signature.message).toBe(VERIFY_MESSAGES.valid);
  });

  it("hides the subject of a Rahasia letter", async () => {
    const { signedDocumentId, letter } = await signedLetter();
    await t.db.update(mail).set({ sifatPengamanan: "Rahasia" }).where(eq(mail.id, letter.id));
    const res = await t.app.inject({
      method: "GET",
      url: `/egs/public/verify/${signedDocumentId}`,
    });
    expect(res.json().items.document.perihal).toBe("Rahasia");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["01a20000-0000-7000-8000-000000000000", "bukan-id"]) {
      const res = await t.app.inject({ method: "GET", url: `/egs/public/verify/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().diagnostic.message).toBe(ESIGN_MESSAGES.verifyNotFound);
    }
  });

  const upload = (bytes: Buffer, name = "surat.pdf") => {
    const boundary = "----verify";
    return t.app.inject({
      method: "POST",
      url: "/egs/public/verify",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  it("accepts an untouched copy and finds its document", async () => {
    const { pdf, signedDocumentId } = await signedLetter();
    const res = await upload(pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.document.id).toBe(signedDocumentId);
    expect(res.json().items.signature).toMatchObject({
      valid: true,
      unchanged: true,
      matches_document: true,
    });
  });

  it("reports a tampered copy as changed and an unsigned PDF as unsigned", async () => {
    const { pdf } = await signedLetter();
    const tampered = await upload(flipOneByte(pdf));
    expect(tampered.json().items.document).toBeNull();
    expect(tampered.json().items.signature).toMatchObject({
      unchanged: false,
      message: VERIFY_MESSAGES.modified,
    });
    const unsigned = await upload(Buffer.from("%PDF-1.4\n%%EOF\n"));
    expect(unsigned.json().items.signature).toMatchObject({
      signed: false,
      message: VERIFY_MESSAGES.notSigned,
    });
    const notPdf = await upload(Buffer.from("bukan pdf"), "x.pdf");
    expect(notPdf.statusCode).toBe(422);
  });
});

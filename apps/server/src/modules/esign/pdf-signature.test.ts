import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfsig, pdfText } from "../../test/pdf-tools";
import { testCa } from "../../test/signing";
import { sampleLetter } from "../surat/pdf/contoh-surat";
import { renderLetter } from "../surat/pdf/render";
import { issueUserKey, type UnlockedKey, unlockUserKey } from "./certificates";
import { isSigned, signPdf } from "./pdf-signature";
import { verifyPdfSignature, verifyPdfSignatures } from "./pdf-verification";

function keyOf(nama: string): UnlockedKey {
  const holder = { nama, nip: null, jabatan: "Kepala", satuanKerja: "Dinas Contoh" };
  const key = unlockUserKey(issueUserKey(testCa(), holder, "rahasia-123").p12, "rahasia-123");
  if (!key) throw new Error("key");
  return key;
}

const signAs = (pdf: Buffer, key: UnlockedKey, name: string) =>
  signPdf(pdf, key, { name, reason: "Uji", location: "Contoh", signingTime: new Date() });

/** pdfsig's report, one block per signature. */
const signatureBlocks = (report: string) => report.split(/^Signature #\d+:$/m).slice(1);

let unsigned: Buffer;
let once: Buffer;
let twice: Buffer;
let thrice: Buffer;
beforeAll(async () => {
  unsigned = await renderLetter(sampleLetter({ draft: false }));
  once = await signAs(unsigned, keyOf("Pejabat Pertama"), "Pejabat Pertama");
  twice = await signAs(once, keyOf("Pejabat Kedua"), "Pejabat Kedua");
  thrice = await signAs(twice, keyOf("Pejabat Ketiga"), "Pejabat Ketiga");
});

describe("several signatures on one letter", () => {
  it("a later signature is appended: the bytes the first signer signed stay as they were", () => {
    expect(isSigned(unsigned)).toBe(false);
    expect(isSigned(once)).toBe(true);
    expect(twice.subarray(0, once.length).equals(once)).toBe(true);
    expect(thrice.subarray(0, twice.length).equals(twice)).toBe(true);
  });

  it("pdfsig finds every signature valid, the last one over the whole document", async () => {
    const blocks = signatureBlocks(await pdfsig(thrice));
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      expect(block).toContain("Signature is Valid");
      expect(block).toContain("ETSI.CAdES.detached");
    }
    expect(blocks[0]).toContain("Pejabat Pertama");
    expect(blocks[0]).not.toContain("Total document signed");
    expect(blocks[1]).toContain("Pejabat Kedua");
    expect(blocks[2]).toContain("Pejabat Ketiga");
    expect(blocks[2]).toContain("Total document signed");
  });

  it("our verifier lists the signers in order, each valid over the revision it signed", () => {
    const checks = verifyPdfSignatures(thrice, testCa().certPem);
    expect(checks.map((check) => check.signer?.nama)).toEqual([
      "Pejabat Pertama",
      "Pejabat Kedua",
      "Pejabat Ketiga",
    ]);
    for (const check of checks) {
      expect(check).toMatchObject({
        signatureValid: true,
        issuedByInstance: true,
        laterChangesSigned: true,
      });
    }
    expect(checks.map((check) => check.coversWholeFile)).toEqual([false, false, true]);
    expect(verifyPdfSignature(thrice, testCa().certPem)).toMatchObject({
      signer: { nama: "Pejabat Ketiga" },
    });
  });

  it("an unsigned change after the last signature marks every signature", () => {
    const appended = Buffer.concat([thrice, Buffer.from("\n% tambahan\n")]);
    const checks = verifyPdfSignatures(appended, testCa().certPem);
    expect(checks.every((check) => check.signatureValid)).toBe(true);
    expect(checks.some((check) => check.laterChangesSigned)).toBe(false);
  });

  it("the document still reads and prints as before, with three named signature fields", async () => {
    expect(await pdfText(thrice)).toBe(await pdfText(unsigned));
    const doc = await PDFDocument.load(thrice);
    const names = doc
      .getForm()
      .getFields()
      .map((field) => field.getName());
    expect(names).toEqual(["Signature1", "Signature2", "Signature3"]);
  });
});

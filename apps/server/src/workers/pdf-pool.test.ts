import { afterAll, describe, expect, it } from "vitest";
import { createCa, issueUserKey } from "../modules/esign/certificates";
import { verifyPdfSignature } from "../modules/esign/pdf-verification";
import { sampleLetter } from "../modules/surat/pdf/contoh-surat";
import { renderLetter } from "../modules/surat/pdf/render";
import { pdfPageCount, pdfText } from "../test/pdf-tools";
import { closePdfPool, pdfThreadCount, pdfWork } from "./pdf-pool";

afterAll(() => closePdfPool());

const paragraph =
  "<p>Sehubungan dengan pelaksanaan program kerja tahun anggaran 2026, kami sampaikan bahwa " +
  "seluruh perangkat daerah diminta menyiapkan laporan capaian kinerja, data pendukung, serta " +
  "rencana tindak lanjut sesuai dengan format yang telah ditetapkan.</p>";
const longLetter = sampleLetter({ draft: false, isiHtml: paragraph.repeat(120) });

const ca = createCa("Pool Test CA");
const holder = {
  nama: "Ir. Bambang Sutrisno, M.T.",
  nip: null,
  jabatan: "Kepala Dinas",
  satuanKerja: "Diskominfo",
};
const issued = issueUserKey(ca, holder, "rahasia-tte");
const info = {
  name: holder.nama,
  reason: "Uji",
  location: "Kabupaten Contoh",
  signingTime: new Date(),
};

/** The longest the event loop was held up while `work` ran, in ms. */
async function longestStall(work: () => Promise<unknown>) {
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 2);
  await work();
  // One more tick, so a stall at the very end is counted too.
  await new Promise((resolve) => setTimeout(resolve, 10));
  clearInterval(ticker);
  return longest;
}

describe("PDF worker pool", () => {
  it("renders a letter on a worker thread into a real PDF", async () => {
    const pdf = await pdfWork.renderLetter(longLetter);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfPageCount(pdf)).toBeGreaterThan(1);
    expect(await pdfText(pdf)).toContain("laporan capaian kinerja");
  });

  it("opens a key only with its passphrase and signs so that the signature verifies", async () => {
    expect(await pdfWork.unlockKey(issued.p12, "salah")).toBeNull();
    const key = await pdfWork.unlockKey(issued.p12, "rahasia-tte");
    expect(key?.serial).toBe(issued.serial);
    if (!key) throw new Error("unlock failed");
    const signed = await pdfWork.signPdf(await pdfWork.renderLetter(longLetter), key, info);
    const check = verifyPdfSignature(signed, ca.certPem);
    expect(check).toMatchObject({ signed: true, signatureValid: true, coversWholeFile: true });
    expect(check.signed && check.certificateSerial).toBe(issued.serial);
  });

  it("keeps the event loop free while letters are rendered and signed", async () => {
    const key = await pdfWork.unlockKey(issued.p12, "rahasia-tte");
    if (!key) throw new Error("unlock failed");
    // On the main thread one long letter holds the loop up for the whole layout.
    const inThread = await longestStall(() => renderLetter(longLetter));
    expect(inThread).toBeGreaterThan(30);
    const pooled = await longestStall(() =>
      Promise.all(
        [1, 2, 3, 4].map(async () =>
          pdfWork.signPdf(await pdfWork.renderLetter(longLetter), key, info),
        ),
      ),
    );
    // Four letters rendered and signed in the pool stall it far less than one rendered here.
    expect(pooled).toBeLessThan(inThread / 2);
  });

  it("reads its size from PDF_WORKERS", () => {
    expect(pdfThreadCount({ PDF_WORKERS: "3" })).toBe(3);
    expect(pdfThreadCount({ PDF_WORKERS: "0" })).toBe(0);
    expect(pdfThreadCount({})).toBeGreaterThanOrEqual(1);
    expect(() => pdfThreadCount({ PDF_WORKERS: "dua" })).toThrow(/PDF_WORKERS/);
  });
});

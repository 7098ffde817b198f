import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail } from "../../../db/schema/surat";
import { tanggalIndonesia, todayInJakarta } from "../../../lib/jakarta-day";
import { multipartUpload } from "../../../test/factories/files";
import { act, send, typicalLetter } from "../../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../../test/harness";
import { pdfsig, pdfText } from "../../../test/pdf-tools";
import { sampleLetter } from "../pdf/contoh-surat";
import { renderLetter } from "../pdf/render";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A letter typed elsewhere and uploaded as PDF: its number line is still blank. */
const uploadedOriginal = () =>
  renderLetter(
    sampleLetter({ draft: false, letterhead: null, nomor: null, tanggal: null, tembusan: [] }),
  );

describe("a softcopy letter (issue 23, item 6)", () => {
  it("carries its official number and date on the signed document, and the signature holds", async () => {
    const original = await uploadedOriginal();
    const upload = await t.as("staf")({
      ...multipartUpload(original, "surat.pdf"),
      url: "/egs/mail/pdf",
    });
    const body = await typicalLetter(
      t,
      {
        bentuk_surat: "softcopy",
        isi_surat: "",
        attachment: { originalFile: upload.json().items.originalFile },
      },
      ["kadis"],
    );
    expect((await send(t, body)).statusCode).toBe(200);
    const id = body.initId as string;
    const approved = await act(t, "kadis", id, "setuju");
    expect(approved.statusCode).toBe(200);
    const nomor: string = approved.json().items.no_surat;
    const [row] = await t.db.select().from(mail).where(eq(mail.id, id));
    expect(row?.tanggalSurat).toBe(todayInJakarta());

    const signed = (await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${id}/pdf` }))
      .rawPayload;
    const text = await pdfText(signed);
    expect(text).toContain(`Nomor : ${nomor}`);
    expect(text).toContain(`Tanggal : ${tanggalIndonesia(todayInJakarta())}`);
    expect(text).toContain("Ditandatangani secara elektronik oleh:");
    // The number was drawn before signing: the signature covers it and still verifies.
    const report = await pdfsig(signed);
    expect(report).toContain("Signature is Valid");
    expect(report).toContain("Total document signed");
    expect(await pdfText(original)).not.toContain(nomor);
  });
});

import { LAMPIRAN_INVALID } from "@lontar/contracts/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, detail, send, typicalLetter } from "../../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../../test/harness";
import { pdfLines, pdfsig, pdfText } from "../../../test/pdf-tools";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withLampiran = (value: unknown) =>
  typicalLetter(
    t,
    {
      kepala_surat: {
        perihal: "Undangan Rapat Koordinasi",
        lampiran: { type: "Lembar", value },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
    },
    ["kadis"],
  );

const sentWith = async (lampiran: number) => {
  const res = await send(t, await withLampiran(lampiran));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.id as string;
};

describe("a letter without attachments (issue 23, item 5)", () => {
  it("sends with Jumlah Lampiran 0 and the signed letter says 'Lampiran : -'", async () => {
    const id = await sentWith(0);
    expect((await detail(t, "staf", id)).json().items.kepala_surat.lampiran.value).toBe(0);
    expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(200);
    const pdf = (await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${id}/pdf` })).rawPayload;
    expect(await pdfsig(pdf)).toContain("Signature is Valid");
    const lines = await pdfLines(pdf);
    // The heading of reference/format-naskah.md: label, colon, value; '-' for no attachment.
    const lampiran = lines.indexOf("Lampiran : -");
    expect(lampiran, lines.join("\n")).toBeGreaterThan(0);
    expect(lines[lampiran - 1]).toBe("Sifat : Biasa");
    expect(lines[lampiran + 1]).toBe("Hal : Undangan Rapat Koordinasi");
    expect(await pdfText(pdf)).not.toContain("Lembar");
  });

  it("still prints the count in words when there are attachments", async () => {
    const id = await sentWith(2);
    await act(t, "kadis", id, "setuju");
    const pdf = (await t.as("staf")({ method: "GET", url: `/egs/mail/${id}/pdf` })).rawPayload;
    expect(await pdfLines(pdf)).toContain("Lampiran : 2 (dua) Lembar");
  });

  it("refuses a count that is not a whole number from 0 up, and stores nothing", async () => {
    for (const value of [-1, 1.5, "satu"]) {
      const body = await withLampiran(value);
      const res = await send(t, body);
      expect(res.statusCode, String(value)).toBe(422);
      expect(Object.values(res.json().errors).flat()).toContain(LAMPIRAN_INVALID);
      expect((await detail(t, "staf", body.initId as string)).statusCode).toBe(404);
    }
  });
});

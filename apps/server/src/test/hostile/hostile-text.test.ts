import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detail, sentLetter } from "../factories/surat-keluar";
import { registeredLetter } from "../factories/surat-masuk";
import { createTestApp, type TestApp } from "../harness";
import { pdfText } from "../pdf-tools";

/**
 * Text typed by users reaches SQL searches and the letter renderer: metacharacters must search
 * as plain characters, and markup in a letter body must be stored and printed inert.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SPECIAL = `Anggaran 100% "final"; -- O'Brien_1 \\ selesai`;

describe("search boxes take SQL metacharacters as plain text", () => {
  let special: string;
  let plain: string;
  beforeAll(async () => {
    special = (await registeredLetter(t, { kepala_surat: subject(SPECIAL) })).id;
    plain = (await registeredLetter(t, { kepala_surat: subject("Rapat biasa tanpa tanda") })).id;
  });

  const subject = (perihal: string) => ({
    perihal,
    lampiran: { type: "Lembar" as const, value: 1 },
    sifat: { pengamanan: "Biasa" as const, penyampaian: "Biasa" as const },
  });

  const search = async (url: string, username: string, q: string) => {
    const res = await t.as(username)({ method: "GET", url, query: { q, page: "1" } });
    expect(res.statusCode, `${url} q=${q}: ${res.body}`).toBe(200);
    return (res.json().items as { id: string }[]).map((item) => item.id);
  };

  const lists = [
    { url: "/egs/mail-sekretariat", username: "kadis" },
    { url: "/egs/terkirim/mail-sekretariat", username: "sekretariat" },
    { url: "/egs/master/bank-mail-masuk", username: "sekretariat" },
  ];

  for (const { url, username } of lists) {
    it(`${url}: each metacharacter finds only the letter holding it`, async () => {
      for (const q of ["'", '"', ";", "--", "%", "_", "\\", "O'Brien_1", "100%", '"; --']) {
        const found = await search(url, username, q);
        expect(found, q).toContain(special);
        expect(found, q).not.toContain(plain);
      }
      // A curly quote is not a straight one; an injection attempt is just text that matches nothing.
      for (const q of ["’", "' or '1'='1", "%' or 1=1 --", "\\%"]) {
        const found = await search(url, username, q);
        expect(found, q).not.toContain(plain);
      }
      expect(await search(url, username, "Rapat biasa")).toContain(plain);
    });
  }
});

describe("markup in a letter body", () => {
  it("is stored sanitised and printed as inert text", async () => {
    const id = await sentLetter(t, {
      kepala_surat: {
        perihal: `Undangan <img src=x onerror=alert(1)> rapat`,
        lampiran: { type: "Lembar", value: 1 },
        klasifikasi: { code: "000.1.2", name: "Rapat" },
        kegiatan: null,
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      isi_surat:
        `<p>Dengan hormat,</p><script>window.x=1</script>` +
        `<p onclick="alert(1)">Silakan <a href="javascript:alert(1)">klik</a> hadir.</p>` +
        `<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg>`,
    });
    const shown = await detail(t, "kabid", id);
    expect(shown.statusCode).toBe(200);
    const body = shown.json().items.isi_surat as string;
    expect(body).toContain("Dengan hormat,");
    expect(body).toContain("Silakan");
    expect(body).not.toMatch(/<script|onclick|onerror|onload|javascript:|<svg/i);

    const pdf = await t.as("kabid")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // No active content of any kind in the file.
    expect(bytes.toString("latin1")).not.toMatch(/\/JavaScript|\/JS\b|\/Launch|\/OpenAction/);
    const text = await pdfText(bytes);
    expect(text).toContain("Silakan");
    expect(text).not.toContain("window.x");
  });
});

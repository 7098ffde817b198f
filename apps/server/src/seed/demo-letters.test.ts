import type { BerkasItem } from "@lontar/contracts/berkas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail } from "../db/schema/surat";
import { jakartaParts } from "../lib/jakarta-day";
import { localSignatureProvider } from "../modules/esign/signature-provider";
import { localDiskStorage } from "../modules/files/files.storage";
import { createTestApp, type TestApp } from "../test/harness";
import { pdfsig, pdfText } from "../test/pdf-tools";
import { TEST_PUBLIC_URL } from "../test/signing";
import { demoSchedule, seedDemoLetters } from "./demo-letters";

let t: TestApp;
let id: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoLetters(t.db, {
    storage: localDiskStorage(t.filesDir),
    provider: localSignatureProvider(),
    baseUrl: TEST_PUBLIC_URL,
  });
  const [letter] = await t.db
    .select({ id: mail.id })
    .from(mail)
    .where(eq(mail.perihal, "Undangan Rapat Koordinasi Transformasi Digital"));
  id = letter?.id ?? "";
});
afterAll(() => t.close());

describe("the demo's signed letter", () => {
  it("is an invitation dated the coming Monday, 09.00 to 12.00 WIB", () => {
    for (const [today, monday] of [
      ["2026-11-26", "2026-11-30"], // Thursday
      ["2026-11-29", "2026-11-30"], // Sunday
      ["2026-11-30", "2026-12-07"], // Monday: a week on
      ["2026-12-28", "2027-01-04"], // across the year
    ]) {
      const schedule = demoSchedule(today as string);
      const start = jakartaParts(new Date(schedule.tanggal_mulai));
      const end = jakartaParts(new Date(schedule.tanggal_berakhir));
      expect(`${start.year}-${start.month}-${start.day}`).toBe(monday);
      expect([start.hour, end.hour]).toEqual(["09", "12"]);
      expect(schedule.tempat).toBe("Ruang Rapat Dinas Komunikasi dan Informatika");
    }
  });

  it("reaches kadisdik with its Info Jadwal, and its PDF prints the schedule table, signed", async () => {
    const detail = await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${id}` });
    expect(detail.statusCode).toBe(200);
    const body = detail.json().items;
    expect(body.status_surat).toBe("terkirim");
    expect(body.info_jadwal).toMatchObject({
      tempat: "Ruang Rapat Dinas Komunikasi dan Informatika",
    });
    // Riwayat Catatan: the three reviewers' paraf, in order.
    expect(
      body.riwayat_catatan
        .filter((note: { paraf: unknown }) => note.paraf)
        .map((note: { paraf: { inisial: string } }) => note.paraf.inisial),
    ).toEqual(["RPH", "DAL", "MAW"]);

    const pdf = await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, " ");
    expect(text).toMatch(/hari\/tanggal : \w+, \d{1,2} \w+ \d{4}/);
    expect(text).toContain("waktu : 09.00 – 12.00 WIB");
    expect(text).toContain("tempat : Ruang Rapat Dinas Komunikasi dan Informatika");
    expect(text).toContain("acara : Rapat Koordinasi Transformasi Digital");
    // The table stands under the lead paragraph, before the closing one.
    expect(text.indexOf("dilaksanakan pada:")).toBeLessThan(text.indexOf("hari/tanggal"));
    expect(text.indexOf("hari/tanggal")).toBeLessThan(text.indexOf("Demikian"));
    expect(await pdfsig(pdf.rawPayload)).toContain("Signature is Valid");
  });
});

describe("the demo's berkas", () => {
  it("hold the signed letter, and older paper berkas show the life cycle at once", async () => {
    const list = await t.as("sekretariat")({
      method: "GET",
      url: "/egs/berkas",
      query: { per_page: "50" },
    });
    const items = list.json().items as BerkasItem[];
    const filed = items.find((b) => b.klasifikasi.kode === "000.1.2" && b.status === "aktif");
    expect(filed).toMatchObject({ judul: "Perjalanan Dinas Dalam Negeri", jumlah: 1 });
    expect(
      (await t.as("staf")({ method: "GET", url: `/egs/mail/${id}` })).json().items.berkas,
    ).toMatchObject({ id: filed?.id });
    // Closed at the end of 2021 and 2019: by now one is due for destruction, one inactive.
    expect(items.map((b) => [b.tahun, b.klasifikasi.kode, b.status])).toEqual(
      expect.arrayContaining([
        [2021, "000.1.2", "usul_musnah"],
        [2019, "000.7", expect.stringMatching(/^(inaktif|permanen)$/)],
      ]),
    );
  });
});

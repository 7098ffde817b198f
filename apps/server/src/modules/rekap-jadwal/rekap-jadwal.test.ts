import { REKAP_TEXT } from "@lontar/contracts/dashboard";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/auth";
import { todayInJakarta } from "../../lib/jakarta-day";
import { sentLetter } from "../../test/factories/surat-keluar";
import { registeredLetter } from "../../test/factories/surat-masuk";
import { nameAndPositionOf } from "../../test/factories/surat-rows";
import { createTestApp, TEST_TRACKING_SECRET, type TestApp } from "../../test/harness";
import { pdfText } from "../../test/pdf-tools";
import { deriveKeyOf } from "../tracking/tracking.rules";
import { signRekapToken } from "./rekap-jadwal.rules";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const kepala = (perihal: string) => ({
    perihal,
    lampiran: { type: "Lembar" as const, value: 1 },
    klasifikasi: { code: "000.1.2", name: "Perjalanan Dinas" },
    kegiatan: null,
    sifat: { pengamanan: "Biasa" as const, penyampaian: "Biasa" as const },
  });
  // staf writes both (kabid → sekdis → kadis review them); the second starts after midnight
  // of 1 December in Jakarta although its UTC date is 30 November.
  await sentLetter(t, {
    kepala_surat: kepala("Rapat Evaluasi Aplikasi Layanan"),
    info_jadwal: {
      tanggal_mulai: "2026-11-30T09:00:00+07:00",
      tanggal_berakhir: "2026-11-30T11:30:00+07:00",
      tempat: "Ruang Rapat Diskominfo",
    },
  });
  await sentLetter(t, {
    kepala_surat: kepala("Apel Pagi Awal Desember"),
    info_jadwal: {
      tanggal_mulai: "2026-11-30T17:30:00.000Z",
      tanggal_berakhir: "2026-11-30T18:30:00.000Z",
      tempat: "Halaman Kantor",
    },
  });
  await sentLetter(t, {
    kepala_surat: kepala("Bimbingan Teknis Awal Bulan"),
    info_jadwal: {
      tanggal_mulai: "2026-11-03T13:00:00+07:00",
      tanggal_berakhir: "2026-11-04T15:00:00+07:00",
      tempat: "Aula Kabupaten",
    },
  });
  // Registered for kadis (copy sekdis): staf has no part in it.
  await registeredLetter(t, {
    kepala_surat: {
      perihal: "Undangan Khusus Kepala Dinas",
      lampiran: { type: "Lembar", value: 1 },
      sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    },
    info_jadwal: {
      tanggal_mulai: "2026-11-10T10:00:00+07:00",
      tanggal_berakhir: "2026-11-10T12:00:00+07:00",
      tempat: "Pendopo Kabupaten",
    },
  });
});
afterAll(() => t.close());

async function linkFor(username: string, query: string) {
  const res = await t.as(username)({ method: "GET", url: `/egs/rekap-mail/${query}` });
  expect(res.statusCode).toBe(200);
  const url = res.json().items as string;
  expect(url).toMatch(/^\/egs\/rekap-mail\/pdf\/[\w-]+$/);
  return url;
}

/** The PDF behind a link, fetched without any token, as a new browser tab would. */
async function download(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
  return pdfText(res.rawPayload);
}

describe("GET egs/rekap-mail/{monthIndex}", () => {
  it("refuses anonymous callers and a month outside 1–12", async () => {
    expect((await t.app.inject({ method: "GET", url: "/egs/rekap-mail/11" })).statusCode).toBe(401);
    const bad = await t.as("staf")({ method: "GET", url: "/egs/rekap-mail/13?year=2026" });
    expect(bad.statusCode).toBe(422);
  });

  it("links to a PDF of the month's schedules of the user's letters, by start", async () => {
    const text = await download(await linkFor("staf", "11?year=2026"));
    expect(text).toContain(REKAP_TEXT.title);
    expect(text).toContain("November 2026");
    const owner = await nameAndPositionOf(t.db, "staf");
    expect(text).toContain(owner.nama);
    expect(text).toContain(owner.jabatan);
    for (const column of ["Tanggal", "Waktu", "Tempat", "Perihal", "Nomor Surat"])
      expect(text).toContain(column);
    expect(text).toContain("Rapat Evaluasi Aplikasi Layanan");
    expect(text).toContain("Ruang Rapat Diskominfo");
    expect(text).toContain("09:00 – 11:30 WIB");
    expect(text).toContain("Bimbingan Teknis Awal Bulan");
    expect(text.indexOf("Bimbingan Teknis")).toBeLessThan(text.indexOf("Rapat Evaluasi"));
    expect(text).not.toContain("Apel Pagi Awal Desember");
    expect(text).not.toContain("Undangan Khusus Kepala Dinas");

    const december = await download(await linkFor("staf", "12?year=2026"));
    expect(december).toContain("Desember 2026");
    expect(december).toContain("Apel Pagi Awal Desember");
    expect(december).toContain("00:30 – 01:30 WIB");
  });

  it("includes what reached the user and what they review", async () => {
    const kadis = await download(await linkFor("kadis", "11?year=2026"));
    expect(kadis).toContain("Undangan Khusus Kepala Dinas");
    expect(kadis).toContain("Rapat Evaluasi Aplikasi Layanan");
    const kadisdik = await download(await linkFor("kadisdik", "11?year=2026"));
    expect(kadisdik).not.toContain("Rapat Evaluasi Aplikasi Layanan");
    expect(kadisdik).toContain(REKAP_TEXT.empty);
  });

  it("says so when the month has no schedule, and defaults to this year", async () => {
    const url = await linkFor("staf", "3");
    const text = await download(url);
    expect(text).toContain(REKAP_TEXT.empty);
    expect(text).toContain(`Maret ${todayInJakarta().slice(0, 4)}`);
  });

  it("refuses a forged or expired link like a missing one", async () => {
    const url = await linkFor("staf", "11?year=2026");
    const token = url.split("/").pop() as string;
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const res = await t.app.inject({ method: "GET", url: `/egs/rekap-mail/pdf/${forged}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().diagnostic.message).toBe(REKAP_TEXT.linkExpired);

    const key = deriveKeyOf(deriveKeyOf(TEST_TRACKING_SECRET, "download-link"), "rekap-jadwal");
    const [staf] = await t.db.select().from(users).where(eq(users.username, "staf"));
    const request = { userId: staf?.id as number, year: 2026, month: 11 };
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = signRekapToken(key, request, past);
    expect(
      (await t.app.inject({ method: "GET", url: `/egs/rekap-mail/pdf/${expired}` })).statusCode,
    ).toBe(404);
    // The same key with a future expiry works: the refusal above was the expiry.
    const fresh = signRekapToken(key, request, past + 600);
    expect(
      (await t.app.inject({ method: "GET", url: `/egs/rekap-mail/pdf/${fresh}` })).statusCode,
    ).toBe(200);
  });
});

import { BERITA_ACARA_MESSAGES, type BeritaAcaraItem } from "@lontar/contracts/berita-acara";
import type { BerkasItem } from "@lontar/contracts/berkas";
import type { NotificationItem } from "@lontar/contracts/notification";
import { notificationLink } from "@lontar/contracts/notification-constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInJakarta } from "../../lib/jakarta-day";
import { KODE, satuanKerjaIdOf } from "../../test/factories/arsip";
import {
  berkasApi,
  berkasDetail,
  controlledBerkasClock,
  createdBerkas,
  signedLetter,
} from "../../test/factories/berkas";
import { createTestApp, type TestApp } from "../../test/harness";
import { pdfsig, pdfText } from "../../test/pdf-tools";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const on = controlledBerkasClock();

/** The user's notifications asking to sign a Berita Acara. */
async function beritaAcaraNotices(username: string) {
  const res = await t.as(username)({
    method: "GET",
    url: "/egs/notification",
    query: { per_page: "50" },
  });
  return (res.json().items as NotificationItem[]).filter((n) => n.kategori === "arsip");
}
/** The day the berkas are closed: today, since their letters are dated today. */
const CLOSED = todayInJakarta();
/** `years` after the closing day. */
const yearsLater = (years: number) =>
  `${Number(CLOSED.slice(0, 4)) + years}${CLOSED.slice(4).replace("-02-29", "-02-28")}`;

/**
 * The berkas a letter of `kode` was filed in on sending (the secretariat cannot file a Rahasia
 * letter by hand: it cannot see it), closed today.
 */
async function closedWithLetter(kode: string, perihal: string, pengamanan?: "Rahasia") {
  on(todayInJakarta());
  const letter = await signedLetter(t, kode, perihal, pengamanan);
  const [berkas] = (await berkasApi(t, "sekretariat").list({ klasifikasi: kode })).json()
    .items as BerkasItem[];
  const isi = (await berkasDetail(t, "sekretariat", berkas?.id as string)).isi;
  expect(isi.map((i) => i.surat_id)).toContain(letter);
  const closed = await berkasApi(t, "sekretariat").close(berkas?.id as string);
  expect(closed.statusCode, closed.body).toBe(200);
  return berkas?.id as string;
}

const propose = (jenis: string, payload: Record<string, unknown>, username = "sekretariat") =>
  t.as(username)({ method: "POST", url: `/egs/berkas/${jenis}`, payload });
const ba = (username: string, path = "") =>
  t.as(username)({ method: "GET", url: `/egs/berita-acara${path}` });
const sign = (username: string, id: string, passphrase = "lontar123") =>
  t.as(username)({
    method: "POST",
    url: `/egs/berita-acara/${id}/tandatangani`,
    payload: { passphrase },
  });

describe("Pemusnahan by a signed Berita Acara", () => {
  it("a berkas goes from aktif to musnah, signed by the head of the unit", async () => {
    const id = await closedWithLetter("000.1.2", "Perjalanan dinas ke Yogyakarta");
    // 000.1.2 keeps 1 active and 2 inactive years: still active a year later.
    const early = await propose("pemusnahan", { berkas_ids: [id] });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.berkas_ids[0]).toMatch(
      new RegExp(`^Berkas \\d+/${CLOSED.slice(0, 4)} belum dapat dimusnahkan`),
    );

    on(yearsLater(3));
    expect((await berkasDetail(t, "sekretariat", id)).status).toBe("usul_musnah");
    const proposed = await propose("pemusnahan", { berkas_ids: [id] });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const item = proposed.json().items as BeritaAcaraItem;
    expect(item).toMatchObject({
      status: "menunggu",
      nomor: null,
      jumlah_berkas: 1,
      penandatangan: { nama: expect.any(String) },
      can_sign: false,
      can_cancel: true,
      pdf_url: null,
    });
    const again = await propose("pemusnahan", { berkas_ids: [id] });
    expect(again.json().errors.berkas_ids[0]).toContain(BERITA_ACARA_MESSAGES.alreadyProposed);

    // The head of the unit is told, and finds it waiting; staff of the unit do not see it at all.
    expect(await beritaAcaraNotices("kadis")).toEqual([
      expect.objectContaining({
        kategori: "arsip",
        type: "berita-acara",
        berita_acara_id: item.id,
        perihal: "Berita Acara Pemusnahan Arsip (1 berkas)",
        is_read: false,
      }),
    ]);
    const [notice] = await beritaAcaraNotices("kadis");
    expect(notice && notificationLink(notice)).toBe(`/berita-acara/${item.id}`);
    const waiting = (await ba("kadis")).json().items as BeritaAcaraItem[];
    expect(waiting.find((w) => w.id === item.id)).toMatchObject({ can_sign: true });
    expect((await ba("staf")).json().items).toEqual([]);
    expect((await ba("staf", `/${item.id}`)).statusCode).toBe(404);
    expect((await sign("sekretariat", item.id)).statusCode).toBe(403);
    // A wrong passphrase changes nothing.
    expect((await sign("kadis", item.id, "salah")).statusCode).toBe(422);
    expect((await ba("kadis", `/${item.id}`)).json().items.status).toBe("menunggu");

    const signed = await sign("kadis", item.id);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().items).toMatchObject({
      status: "ditandatangani",
      nomor: expect.stringMatching(new RegExp(`^1/BA-MUSNAH/.+/${yearsLater(3).slice(0, 4)}$`)),
      can_sign: false,
      can_cancel: false,
    });
    expect((await berkasDetail(t, "sekretariat", id)).status).toBe("musnah");
    // Signed, the request to sign is gone.
    expect(await beritaAcaraNotices("kadis")).toEqual([]);

    const pdf = await ba("sekretariat", `/${item.id}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(await pdfsig(pdf.rawPayload)).toContain("Signature is Valid");
    const text = await pdfText(pdf.rawPayload);
    if (process.env.DUMP_BA)
      (await import("node:fs")).writeFileSync(process.env.DUMP_BA, pdf.rawPayload);
    expect(text).toContain("BERITA ACARA PEMUSNAHAN ARSIP");
    expect(text).toContain("pemusnahan arsip sebanyak 1 berkas");
    expect(text).toContain("000.1.2");
    expect(text).toContain(signed.json().items.nomor);

    // Irreversible: no second signature, no withdrawal.
    expect((await sign("kadis", item.id)).statusCode).toBe(409);
    const cancel = await t.as("sekretariat")({
      method: "POST",
      url: `/egs/berita-acara/${item.id}/batal`,
    });
    expect(cancel.statusCode).toBe(409);
  });

  it("a berkas with a Rahasia letter needs an explicit confirmation", async () => {
    const id = await closedWithLetter("000.1.3", "Kunjungan kerja tertutup", "Rahasia");
    on(yearsLater(3));
    const refused = await propose("pemusnahan", { berkas_ids: [id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.konfirmasi_rahasia[0]).toMatch(/memuat arsip Rahasia/);
    const confirmed = await propose("pemusnahan", { berkas_ids: [id], konfirmasi_rahasia: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().items.konfirmasi_rahasia).toBe(true);
    // Withdrawn before signing, the berkas may be proposed again.
    const cancel = await t.as("sekretariat")({
      method: "POST",
      url: `/egs/berita-acara/${confirmed.json().items.id}/batal`,
    });
    expect(cancel.json().items.status).toBe("dibatalkan");
    expect((await berkasDetail(t, "sekretariat", id)).diusulkan).toBe(false);
    expect(await beritaAcaraNotices("kadis")).toEqual([]);
  });
});

describe("Pemindahan and penyerahan", () => {
  it("refuse open and active berkas, and name the receiving unit", async () => {
    on(todayInJakarta());
    const open = await createdBerkas(t, "sekretariat", { klasifikasi_kode: "000.7" });
    const refused = await propose("pemindahan", { berkas_ids: [open.id], ke_unit: 1 });
    expect(refused.json().errors.berkas_ids[0]).toMatch(/belum dapat dipindahkan: statusnya Aktif/);

    const id = await closedWithLetter("000.7", "Peraturan Bupati tentang Kearsipan");
    on(yearsLater(6)); // 000.7: 5 active years, 5 inactive, permanen
    const setda = await satuanKerjaIdOf(t, KODE.setda);
    expect((await propose("penyerahan", { berkas_ids: [id], ke_unit: setda })).statusCode).toBe(
      422,
    );
    const noUnit = await propose("pemindahan", { berkas_ids: [id] });
    expect(noUnit.json().errors).toEqual({ ke_unit: [BERITA_ACARA_MESSAGES.keUnitRequired] });
    const moved = await propose("pemindahan", { berkas_ids: [id], ke_unit: setda });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().items.ke_unit).toMatchObject({ id: setda });
    expect((await sign("kadis", moved.json().items.id)).statusCode).toBe(200);
    expect((await berkasDetail(t, "sekretariat", id)).status).toBe("dipindahkan");
    // Only the berkas of the user's own unit can be proposed.
    expect((await propose("pemusnahan", { berkas_ids: [id] }, "staf")).statusCode).toBe(403);
  });
});

import { SIFAT_PENGAMANAN } from "@lontar/contracts/klasifikasi-keamanan";
import { TRACKING_MESSAGES, TRACKING_RATE_LIMIT } from "@lontar/contracts/tracking";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pegawai } from "../../db/schema/org";
import { mail } from "../../db/schema/surat";
import { multipartUpload, PDF_BYTES } from "../../test/factories/files";
import { act, nips, sentLetter } from "../../test/factories/surat-keluar";
import { incomingLetter } from "../../test/factories/surat-masuk";
import { EASY_CAPTCHA, expiredCaptcha, solvedCaptcha } from "../../test/factories/tracking";
import { createTestApp, TEST_TRACKING_SECRET, type TestApp } from "../../test/harness";
import { MIN_ANSWER_MS } from "./tracking.service";

let t: TestApp;
let letter: { id: string; resi: string };
const SENDER = "budi.pengirim@contoh.example";
const PRIVATE_NOTE = "Catatan rahasia untuk kabid";
const OPEN_NOTE = "Mas Fajar, mohon bantu siapkan bahan paparan";
const OPEN_INSTRUCTION = "Siapkan bahan";
const DONE_NOTE = "Bahan sudah dikirim lewat WA";
let ipCounter = 0;
/** Each test searches from its own address, so the rate limit of one does not touch another. */
const newAddress = () => `10.0.0.${++ipCounter}`;

const search = (query: Record<string, string>, remoteAddress = "10.9.9.9") =>
  t.app.inject({
    method: "GET",
    url: "/egs/public/tracking-mail",
    query,
    remoteAddress,
  });

beforeAll(async () => {
  t = await createTestApp({ tracking: { secret: TEST_TRACKING_SECRET, captcha: EASY_CAPTCHA } });
  const nip = await nips(t.db, ["kadis", "sekdis", "kabid", "staf"]);
  const upload = await t.as("sekretariat")(multipartUpload(PDF_BYTES, "undangan-scan.pdf"));
  const fileId = upload.json().data._id as string;
  const body = await incomingLetter(t, {
    no_surat: "005/777/DISDIK/2026",
    lampiran: [{ _id: fileId }],
    data_pengirim: { nama: "Budi Pengirim", email: SENDER, nomor_wa: "081234567890" },
  });
  const res = await t.as("sekretariat")({ method: "POST", url: "/egs/mail", payload: body });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  letter = res.json().items;
  const dispose = (action: object) =>
    t.as("kadis")({
      method: "POST",
      url: `/egs/mail-disposisi/${letter.id}`,
      payload: { user: [nip("kabid")], plt: [], action },
    });
  const closed = await dispose({
    is_disposisi: true,
    text: ["Untuk ditindaklanjuti"],
    keterangan: PRIVATE_NOTE,
    is_private: true,
  });
  if (closed.statusCode !== 200) throw new Error(closed.body);
  // kabid passes it on openly, with an internal note; staf follows it up with a note of theirs.
  const open = await t.as("kabid")({
    method: "POST",
    url: `/egs/mail-disposisi/${letter.id}`,
    payload: {
      user: [nip("staf")],
      plt: [],
      action: { is_disposisi: true, text: [OPEN_INSTRUCTION], keterangan: OPEN_NOTE },
    },
  });
  if (open.statusCode !== 200) throw new Error(open.body);
  const done = await t.as("staf")({
    method: "POST",
    url: `/egs/mail-disposisi/${letter.id}/selesai`,
    payload: { keterangan: DONE_NOTE },
  });
  if (done.statusCode !== 200) throw new Error(done.body);
});
afterAll(() => t.close());

describe("GET egs/public/tracking-mail", () => {
  it("answers the letter's public view for its resi, the sender's e-mail and a solved captcha", async () => {
    const ip = newAddress();
    const res = await search(
      {
        resi: letter.resi.toLowerCase(),
        email: ` ${SENDER.toUpperCase()} `,
        captcha: await solvedCaptcha(t),
      },
      ip,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const view = res.json().items;
    expect(view).toMatchObject({
      no_surat: "005/777/DISDIK/2026",
      resi: letter.resi,
      dari: "Dinas Pendidikan Provinsi Contoh",
      kepala_surat: { perihal: "Permohonan Narasumber", lampiran: { type: "Lembar", value: 1 } },
      lampiran: [{ file_name: "undangan-scan.pdf" }],
    });
    expect(view.penerima.selected_kepala_login).toHaveLength(1);
    expect(view.tembusan.user).toHaveLength(1);
    expect(view.user.user_name).not.toBe("-");
    // What was done, by whom and when: received, disposed (closed), disposed (open), done.
    const steps = view.history.items;
    expect(steps.map((s: { action: { jenis: string } }) => s.action.jenis)).toEqual([
      "diterima",
      "disposisi",
      "disposisi",
      "selesai",
    ]);
    expect(steps[0].kepada).toHaveLength(1);
    expect(steps[1].action).toMatchObject({ is_private: true, text: [], keterangan: "" });
    expect(steps[1].kepada).toHaveLength(1);
    expect(steps[2].action).toMatchObject({ is_private: false, text: [], keterangan: "" });
    expect(steps[2].kepada).toHaveLength(1);
    expect(steps[3].data_pegawai.peg_nama).toBe(steps[2].kepada[0].peg_nama);

    // The attachment downloads through the link of this answer; a forged link does not.
    const file = await t.app.inject({ method: "GET", url: view.lampiran[0].file_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const forged = await t.app.inject({
      method: "GET",
      url: `${view.lampiran[0].file_url.slice(0, -3)}AAA`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it("lets nothing else leave the server: no NIP, e-mail, phone, ids or private notes", async () => {
    const res = await search(
      { resi: letter.resi, email: SENDER, captcha: await solvedCaptcha(t) },
      newAddress(),
    );
    const json = res.body;
    const staff = await t.db.select({ nip: pegawai.nip, email: pegawai.email }).from(pegawai);
    for (const p of staff) {
      if (p.nip) expect(json).not.toContain(p.nip);
      if (p.email) expect(json).not.toContain(p.email);
    }
    expect(json).not.toContain("@");
    expect(json).not.toContain("081234567890");
    // No note or instruction, closed or open, nor a follow-up note, leaves the server.
    for (const text of [PRIVATE_NOTE, OPEN_NOTE, OPEN_INSTRUCTION, DONE_NOTE])
      expect(json).not.toContain(text);
    expect(json).not.toContain("Untuk ditindaklanjuti");
    expect(json).not.toContain(letter.id);
    expect(json).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(json).not.toMatch(
      /"(nip|peg_nip|email|nomor_wa|data_pengirim|id|_id|user_id|isi_surat)"/,
    );
    expect(Object.keys(res.json().items).sort()).toEqual(
      [
        "created_at",
        "dari",
        "history",
        "info_jadwal",
        "kepala_surat",
        "lampiran",
        "no_surat",
        "penerima",
        "resi",
        "satuan_kerja_nama",
        "tanggal_surat",
        "tanggal_terima",
        "tembusan",
        "user",
      ].sort(),
    );
  });

  it("shows an outgoing letter as signed and sent by its signer, to its outside recipient", async () => {
    const outsider = "warga.tujuan@contoh.example";
    const id = await sentLetter(t, {
      penerima: { type_tanda_tangan: "basah", user: [], plt: [], user_eksternal: [outsider] },
    });
    for (const who of ["kabid", "sekdis", "kadis"] as const) {
      const res = await act(t, who, id, who === "kadis" ? "setuju" : "lanjutkan");
      if (res.statusCode !== 200) throw new Error(res.body);
    }
    const [sent] = await t.db.select({ resi: mail.resi }).from(mail).where(eq(mail.id, id));
    const res = await search(
      { resi: sent?.resi ?? "", email: outsider, captcha: await solvedCaptcha(t) },
      newAddress(),
    );
    expect(res.statusCode).toBe(200);
    const steps = res.json().items.history.items;
    expect(steps).toHaveLength(1);
    expect(steps[0].action).toMatchObject({ jenis: "dikirim", text: [], keterangan: "" });
    expect(steps[0].data_pegawai.jabatan_nama).toBe("Kepala Dinas Komunikasi dan Informatika");
  });

  it("shows 'Rahasia' instead of the subject of a Rahasia or Sangat Rahasia letter", async () => {
    const shown: Record<string, string> = {};
    try {
      for (const kode of SIFAT_PENGAMANAN) {
        await t.db.update(mail).set({ sifatPengamanan: kode }).where(eq(mail.id, letter.id));
        const query = { resi: letter.resi, email: SENDER, captcha: await solvedCaptcha(t) };
        shown[kode] = (await search(query, newAddress())).json().items.kepala_surat.perihal;
      }
    } finally {
      await t.db.update(mail).set({ sifatPengamanan: "Biasa" }).where(eq(mail.id, letter.id));
    }
    expect(shown).toEqual({
      Biasa: "Permohonan Narasumber",
      Terbatas: "Permohonan Narasumber",
      Rahasia: "Rahasia",
      "Sangat Rahasia": "Rahasia",
    });
  });

  it("answers every mismatch and every captcha failure identically", async () => {
    const ip = newAddress();
    const good = { resi: letter.resi, email: SENDER };
    const attempts = [
      { ...good, resi: "ZZZZZZZZZZ", captcha: await solvedCaptcha(t) },
      { ...good, email: "orang.lain@contoh.example", captcha: await solvedCaptcha(t) },
      { ...good, email: "", captcha: await solvedCaptcha(t) },
      { ...good, captcha: "" },
      { ...good, captcha: "bm90IGEgcGF5bG9hZA==" },
      { ...good, captcha: await expiredCaptcha() },
    ];
    const answers = [];
    for (const query of attempts) {
      const started = performance.now();
      const res = await search(query, ip);
      answers.push({
        status: res.statusCode,
        body: res.body,
        ms: performance.now() - started,
      });
    }
    const expected = {
      status: 404,
      body: JSON.stringify({
        diagnostic: { status: 404, code: "NOT_FOUND", message: TRACKING_MESSAGES.notFound },
      }),
    };
    for (const a of answers) {
      expect({ status: a.status, body: a.body }).toEqual(expected);
      expect(a.ms).toBeGreaterThanOrEqual(MIN_ANSWER_MS - 5);
    }
  });

  it("refuses a captcha used once already (replay)", async () => {
    const ip = newAddress();
    const captcha = await solvedCaptcha(t);
    const first = await search({ resi: letter.resi, email: SENDER, captcha }, ip);
    expect(first.statusCode).toBe(200);
    const again = await search({ resi: letter.resi, email: SENDER, captcha }, ip);
    expect(again.statusCode).toBe(404);
    expect(again.json().diagnostic.message).toBe(TRACKING_MESSAGES.notFound);
  });

  it("a captcha spent on a miss cannot be reused for the right letter", async () => {
    const ip = newAddress();
    const captcha = await solvedCaptcha(t);
    expect((await search({ resi: "ZZZZZZZZZZ", email: SENDER, captcha }, ip)).statusCode).toBe(404);
    expect((await search({ resi: letter.resi, email: SENDER, captcha }, ip)).statusCode).toBe(404);
  });

  it(`limits searches to ${TRACKING_RATE_LIMIT.max} per address and window, with a clear message`, async () => {
    const ip = newAddress();
    for (let i = 0; i < TRACKING_RATE_LIMIT.max; i++) {
      expect((await search({ resi: "X", email: "y", captcha: "" }, ip)).statusCode).toBe(404);
    }
    const limited = await search({ resi: letter.resi, email: SENDER, captcha: "" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().diagnostic.message).toBe(TRACKING_MESSAGES.rateLimited);
    // Another address is not affected.
    expect((await search({ resi: "X", email: "y", captcha: "" }, newAddress())).statusCode).toBe(
      404,
    );
  });
});

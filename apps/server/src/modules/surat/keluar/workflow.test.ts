import { emptyFieldMessage, MAIL_MESSAGES } from "@lontar/contracts/mail";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail } from "../../../db/schema/surat";
import { multipartUpload, PDF_BYTES } from "../../../test/factories/files";
import { act, detail, send, sentLetter, typicalLetter } from "../../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(mail).where(eq(mail.id, id)))[0];

describe("composing", () => {
  it("saves a draft without the send checks and lists it under Konsep", async () => {
    const body = await typicalLetter(t, {
      status_surat: "draft",
      kepala_surat: { perihal: "" },
      pemeriksa: { user: [] },
    });
    const res = await send(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual({ id: body.initId, status_surat: "draft" });
    const konsep = await t.as("staf")({ method: "GET", url: "/egs/konsep/mail" });
    expect(konsep.json().items.map((i: { id: string }) => i.id)).toContain(body.initId);
  });

  it("refuses to send an empty letter with every '{field} kosong !' and stores nothing", async () => {
    const initId = (await t.as("staf")({ method: "GET", url: "/egs/initId" })).json().items.initId;
    const res = await send(t, {
      initId,
      status_surat: "pemeriksa",
      kepala_surat: { perihal: " " },
      penerima: { type_tanda_tangan: "digital", user: [], plt: [], user_eksternal: [] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      perihal: [emptyFieldMessage("Perihal")],
      sifat_pengamanan: [emptyFieldMessage("Sifat Pengamanan")],
      sifat_penyampaian: [emptyFieldMessage("Sifat Penyampaian")],
      pengirim: [emptyFieldMessage("Pengirim")],
      penerima: [emptyFieldMessage("Penerima")],
      pemeriksa: [emptyFieldMessage("Pemeriksa")],
    });
    expect(await row(initId)).toBeUndefined();
  });

  it("attaches a file once, and only the writer's own attachment upload (issue 25, item 1)", async () => {
    const upload = async (username: string, purpose?: "kop-surat") =>
      (
        await t.as(username)(multipartUpload(PDF_BYTES, "a.pdf", undefined, undefined, purpose))
      ).json().data._id as string;
    const draft = (lampiran: string[]) =>
      typicalLetter(t, { status_surat: "draft", lampiran: lampiran.map((_id) => ({ _id })) });
    const file = await upload("staf");
    const first = await draft([file]);
    expect((await send(t, first)).statusCode).toBe(200);
    // Saving the same letter again keeps its attachment.
    expect((await send(t, { ...first, id: first.initId })).statusCode).toBe(200);
    for (const other of [file, await upload("kabid"), await upload("staf", "kop-surat")]) {
      const res = await send(t, await draft([other]));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.lampiran).toEqual(["File lampiran tidak ditemukan, unggah ulang"]);
    }
  });

  it("refuses a schedule that ends before it starts or has no place", async () => {
    const res = await send(
      t,
      await typicalLetter(t, {
        info_jadwal: {
          tanggal_mulai: "2026-11-30T10:00:00+07:00",
          tanggal_berakhir: "2026-11-30T09:00:00+07:00",
          tempat: "",
        },
      }),
    );
    expect(res.json().errors).toEqual({
      "info_jadwal.tanggal_berakhir": [MAIL_MESSAGES.scheduleEnd],
      "info_jadwal.tempat": [MAIL_MESSAGES.schedulePlace],
    });
  });

  it("refuses unknown employees and external addresses that are not e-mail", async () => {
    const unknown = await send(
      t,
      await typicalLetter(t, { tembusan: { user: ["199999999999999999"] } }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors["tembusan.user"][0]).toContain("199999999999999999");
    const email = await send(
      t,
      await typicalLetter(t, {
        penerima: {
          type_tanda_tangan: "digital",
          user: [],
          plt: [],
          user_eksternal: ["bukan-email"],
        },
      }),
    );
    expect(email.statusCode).toBe(422);
  });

  it("sends to the first reviewer and answers the detail with picker records", async () => {
    const id = await sentLetter(t);
    expect(await row(id)).toMatchObject({ statusSurat: "pemeriksa", orderNow: 1 });
    const res = await detail(t, "staf", id);
    const items = res.json().items;
    expect(items.penerima.user[0].peg_nama).toBeTruthy();
    expect(items.pemeriksa.user.map((u: { peg_nip: string }) => u.peg_nip)).toHaveLength(3);
    expect(items.no_surat).toBeNull();
    expect(items.riwayat_catatan.map((n: { action: string }) => n.action)).toEqual(["kirim"]);
    expect(items.can).toMatchObject({ edit: false, act: false });
    const kabid = (await detail(t, "kabid", id)).json().items.can;
    expect(kabid).toMatchObject({
      edit: true,
      act: true,
      is_last_reviewer: false,
      needs_passphrase: false,
    });
  });
});

describe("reviewing", () => {
  it("lanjutkan moves to the next reviewer; only the reviewer at work may act (403)", async () => {
    const id = await sentLetter(t);
    expect((await act(t, "sekdis", id, "lanjutkan")).statusCode).toBe(403);
    expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(403);
    const res = await act(t, "kabid", id, "lanjutkan");
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({ status_surat: "pemeriksa", order_now: 2 });
    expect((await act(t, "kabid", id, "lanjutkan")).statusCode).toBe(403);
    const persetujuan = await t.as("sekdis")({ method: "GET", url: "/egs/persetujuan/mail" });
    const listed = persetujuan.json().items.find((i: { id: string }) => i.id === id);
    expect(listed).toMatchObject({ is_read: false, hal: "Undangan Rapat Koordinasi" });
    await detail(t, "sekdis", id);
    const again = await t.as("sekdis")({ method: "GET", url: "/egs/persetujuan/mail" });
    expect(again.json().items.find((i: { id: string }) => i.id === id).is_read).toBe(true);
  });

  it("perbaikan at the first reviewer returns the letter to its author (Konsep, perbaikan)", async () => {
    const id = await sentLetter(t);
    const res = await act(t, "kabid", id, "perbaikan");
    expect(res.json().items).toMatchObject({ status_surat: "perbaikan", order_now: 0 });
    const notes = (await detail(t, "staf", id)).json().items.riwayat_catatan;
    expect(notes.at(-1)).toMatchObject({
      action: "perbaikan",
      keterangan: MAIL_MESSAGES.defaultRevisionNote,
    });
    const konsep = await t.as("staf")({ method: "GET", url: "/egs/konsep/mail" });
    expect(konsep.json().items.find((i: { id: string }) => i.id === id)?.status_mail).toBe(
      "perbaikan",
    );
    // The author fixes it and sends it again: back to the first reviewer.
    const body = await typicalLetter(t, {
      id,
      initId: undefined,
      kepala_surat: {
        perihal: "Undangan (revisi)",
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
    });
    expect((await send(t, body)).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({
      statusSurat: "pemeriksa",
      orderNow: 1,
      perihal: "Undangan (revisi)",
    });
  });

  it("perbaikan at the third reviewer goes back one level, to the second", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    const res = await act(t, "kadis", id, "perbaikan", { keterangan: "Perbaiki paragraf kedua" });
    expect(res.json().items).toMatchObject({ status_surat: "pemeriksa", order_now: 2 });
    expect((await act(t, "sekdis", id, "lanjutkan")).statusCode).toBe(200);
  });

  it("batalkan needs a reason and ends the letter in Surat Batal for author and reviewers", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    const noReason = await act(t, "sekdis", id, "batalkan");
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.keterangan).toEqual([MAIL_MESSAGES.reasonRequired]);
    const res = await act(t, "sekdis", id, "batalkan", { keterangan: "Acara ditunda" });
    expect(res.json().items.status_surat).toBe("batal");
    for (const username of ["staf", "kabid", "sekdis"]) {
      const list = await t.as(username)({ method: "GET", url: "/egs/reject/mail" });
      expect(
        list.json().items.map((i: { id: string }) => i.id),
        username,
      ).toContain(id);
    }
    const kadis = await t.as("kadis")({ method: "GET", url: "/egs/reject/mail" });
    expect(kadis.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
    const notes = (await detail(t, "staf", id)).json().items.riwayat_catatan;
    expect(notes.at(-1)).toMatchObject({ action: "batalkan", keterangan: "Acara ditunda" });
  });

  it("a reviewer at work may edit the letter; the author may not while it is under review", async () => {
    const id = await sentLetter(t);
    const body = await typicalLetter(t, {
      id,
      initId: undefined,
      isi_surat: "<p>Disunting pemeriksa</p>",
    });
    expect((await send(t, body, "staf")).statusCode).toBe(403);
    const byReviewer = await send(t, body, "kabid");
    expect(byReviewer.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({
      statusSurat: "pemeriksa",
      orderNow: 1,
      isiSurat: "<p>Disunting pemeriksa</p>",
    });
  });
});

describe("numbers", () => {
  it("reserves a manual number at save and refuses it for another letter", async () => {
    const check = (nomor: number) =>
      t.as("staf")({
        method: "GET",
        url: `/egs/check-available-no-surat?nomor=${nomor}&kd_klasifikasi=000.1.2`,
      });
    const free = await check(777);
    expect(free.json().items).toMatchObject({ available: true });
    expect(free.json().items.no_surat).toMatch(/^000\.1\.2\/777\/Diskominfo\/\d{4}$/);
    const id = await sentLetter(t, { no_surat_req: 777 });
    expect((await check(777)).json().items.available).toBe(false);
    const second = await send(t, await typicalLetter(t, { no_surat_req: 777 }));
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.no_surat_req).toEqual([MAIL_MESSAGES.numberTaken]);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    const res = await act(t, "kadis", id, "setuju");
    expect(res.json().items.no_surat).toMatch(/^000\.1\.2\/777\/Diskominfo\//);
  });
});

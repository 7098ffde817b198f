import { ESIGN_MESSAGES } from "@lontar/contracts/esign";
import { emptyFieldMessage, MAIL_MESSAGES } from "@lontar/contracts/mail";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail, mailRecipient, outboxEmail, signedDocument } from "../../db/schema/letters";
import { jabatan, pegawai } from "../../db/schema/org";
import { createTestApp, type TestApp } from "../../test/harness";
import { pdfsig } from "../../test/pdf-tools";
import { createCa, issueUserKey, unlockUserKey } from "../esign/certificates";
import { signPdf } from "../esign/pdf-signature";
import { multipartUpload } from "../files/files.fixtures";
import { renderLetter } from "../letters/pdf/render";
import { sampleLetter } from "../letters/pdf/sample-letter";
import { todayInJakarta } from "./outgoing.rules";
import { act, detail, nips, send, sentLetter, typicalLetter } from "./outgoing.test-support";

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
      lampiran: [emptyFieldMessage("Jumlah Lampiran")],
      sifat_pengamanan: [emptyFieldMessage("Sifat Pengamanan")],
      sifat_penyampaian: [emptyFieldMessage("Sifat Penyampaian")],
      pengirim: [emptyFieldMessage("Pengirim")],
      penerima: [emptyFieldMessage("Penerima")],
      pemeriksa: [emptyFieldMessage("Pemeriksa")],
    });
    expect(await row(initId)).toBeUndefined();
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

describe("setuju", () => {
  it("numbers, signs and delivers the letter in one act", async () => {
    const id = await sentLetter(t, {
      penerima: {
        type_tanda_tangan: "digital",
        user: [],
        plt: [],
        user_eksternal: ["warga@contoh.example"],
      },
    });
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    const passphraseAsked = (await detail(t, "kadis", id)).json().items.can;
    expect(passphraseAsked).toMatchObject({
      act: true,
      is_last_reviewer: true,
      needs_passphrase: true,
    });
    const res = await act(t, "kadis", id, "setuju");
    expect(res.statusCode).toBe(200);
    const year = Number(todayInJakarta().slice(0, 4));
    expect(res.json().items.no_surat).toMatch(new RegExp(`^000\\.1\\.2/\\d+/Diskominfo/${year}$`));
    const letter = await row(id);
    expect(letter).toMatchObject({ statusSurat: "terkirim", tanggalSurat: expect.any(String) });
    expect(letter?.resi).toMatch(/^[2-9A-HJ-KM-NP-Z]{10}$/);
    const recipients = await t.db.select().from(mailRecipient).where(eq(mailRecipient.mailId, id));
    expect(recipients.map((r) => r.role).sort()).toEqual(["tembusan"]);
    const outbox = await t.db.select().from(outboxEmail).where(eq(outboxEmail.mailId, id));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: "warga@contoh.example" });
    expect(outbox[0]?.body).toContain(letter?.resi ?? "no resi");
    expect(outbox[0]?.attachmentFileId).toBeTruthy();
    const pdf = await t.as("kadis")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    expect(await pdfsig(pdf.rawPayload)).toContain("Signature is Valid");
    const terkirim = await t.as("staf")({ method: "GET", url: "/egs/terkirim/mail" });
    expect(terkirim.json().items.find((i: { id: string }) => i.id === id)?.no_surat).toBe(
      letter?.noSurat,
    );
  });

  it("creates recipient rows for penerima and tembusan, and INFO shows Belum until they read", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    await act(t, "kadis", id, "setuju");
    const info = await t.as("staf")({ method: "GET", url: `/egs/mail-info/${id}` });
    expect(info.json().items.penerima).toEqual([
      expect.objectContaining({
        status_terima: "Sudah",
        status_baca: "Belum",
        status_disposisi: "Belum",
      }),
    ]);
    expect(info.json().items.tembusan).toEqual([expect.objectContaining({ status_baca: "Belum" })]);
    await detail(t, "kadisdik", id);
    const after = await t.as("staf")({ method: "GET", url: `/egs/mail-info/${id}` });
    expect(after.json().items.penerima[0].status_baca).toBe("Sudah");
  });

  it("a wrong passphrase answers 'Passphrase salah' and changes nothing", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    const before = await row(id);
    const docs = (await t.db.select({ n: count() }).from(signedDocument))[0]?.n;
    const res = await act(t, "kadis", id, "setuju", { passphrase: "keliru-sekali" });
    expect(res.statusCode).toBe(422);
    expect(res.json().diagnostic.message).toBe(ESIGN_MESSAGES.passphraseWrong);
    expect(await row(id)).toEqual(before);
    expect((await t.db.select({ n: count() }).from(signedDocument))[0]?.n).toBe(docs);
    expect(await t.db.select().from(mailRecipient).where(eq(mailRecipient.mailId, id))).toEqual([]);
    expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(200);
  });

  it("a signature that fails inside the transaction leaves the letter unchanged", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    const before = await row(id);
    const provider = t.app.esign.provider;
    const original = provider.unlock;
    provider.unlock = async (db, userId, passphrase) => {
      const result = await original(db, userId, passphrase);
      if (!result.ok) return result;
      return {
        ok: true,
        signer: {
          certificateSerial: result.signer.certificateSerial,
          sign: async () => {
            throw new Error("HSM tidak menjawab");
          },
        },
      };
    };
    try {
      const res = await act(t, "kadis", id, "setuju");
      expect(res.statusCode).toBe(500);
    } finally {
      provider.unlock = original;
    }
    expect(await row(id)).toEqual(before);
    expect(await t.db.select().from(mailRecipient).where(eq(mailRecipient.mailId, id))).toEqual([]);
  });

  it("a wet-signature letter is numbered and delivered without a digital signature", async () => {
    const id = await sentLetter(t, {
      penerima: {
        type_tanda_tangan: "basah",
        user: [],
        plt: [],
        user_eksternal: ["tu@contoh.example"],
      },
    });
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    expect((await detail(t, "kadis", id)).json().items.can.needs_passphrase).toBe(false);
    const res = await t.as("kadis")({
      method: "POST",
      url: `/egs/riw-catatan/create/${id}`,
      payload: { is_accepted: true, text: "setuju", back_to_previous_level: false, keterangan: "" },
    });
    expect(res.statusCode).toBe(200);
    expect((await row(id))?.signedDocumentId).toBeNull();
  });
});

describe("external digital signature", () => {
  it("SETUJU takes the PDF the signer signed elsewhere; an unsigned file or none is refused", async () => {
    const id = await sentLetter(t, {
      penerima: {
        type_tanda_tangan: "eksternal",
        user: [],
        plt: [],
        user_eksternal: ["tu@contoh.example"],
      },
    });
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    expect((await detail(t, "kadis", id)).json().items.can).toMatchObject({
      needs_signed_file: true,
      needs_passphrase: false,
    });
    const setuju = (signed_file?: string) =>
      t.as("kadis")({
        method: "POST",
        url: `/egs/riw-catatan/create/${id}`,
        payload: {
          is_accepted: true,
          text: "setuju",
          back_to_previous_level: false,
          ...(signed_file ? { signed_file } : {}),
        },
      });
    const none = await setuju();
    expect(none.json().errors.signed_file).toEqual([MAIL_MESSAGES.signedFileMissing]);
    const upload = async (bytes: Buffer) =>
      (await t.as("kadis")(multipartUpload(bytes, "surat-ttd.pdf"))).json().data._id as string;
    const unsigned = await setuju(await upload(await renderLetter(sampleLetter({ draft: false }))));
    expect(unsigned.json().errors.signed_file).toEqual([MAIL_MESSAGES.signedFileInvalid]);
    expect((await row(id))?.statusSurat).toBe("pemeriksa");

    const ca = createCa("Penyelenggara Sertifikasi Lain");
    const key = unlockUserKey(
      issueUserKey(
        ca,
        { nama: "Penandatangan", nip: null, jabatan: "Kepala", satuanKerja: "Dinas" },
        "rahasia-123",
      ).p12,
      "rahasia-123",
    );
    if (!key) throw new Error("key");
    const signedElsewhere = await signPdf(await renderLetter(sampleLetter({ draft: false })), key, {
      name: "Penandatangan",
      reason: "Uji",
      location: "Contoh",
      signingTime: new Date(),
    });
    const ok = await setuju(await upload(signedElsewhere));
    expect(ok.statusCode).toBe(200);
    const pdf = await t.as("kadis")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    expect(pdf.rawPayload.equals(signedElsewhere)).toBe(true);
    const [email] = await t.db.select().from(outboxEmail).where(eq(outboxEmail.mailId, id));
    expect(email?.attachmentFileId).toBeTruthy();
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

describe("who sees what", () => {
  it("anyone unrelated gets 404 from every letter endpoint; anonymous 401", async () => {
    const id = await sentLetter(t);
    for (const username of ["kadisdik", "admin"]) {
      const as = t.as(username);
      for (const [method, url] of [
        ["GET", `/egs/mail/${id}`],
        ["GET", `/egs/mail-info/${id}`],
        ["GET", `/egs/mail/${id}/delete`],
        ["GET", `/egs/mail/${id}/pdf`],
        ["GET", `/egs/set-without-kop/${id}`],
        ["POST", `/egs/riw-catatan/create/${id}`],
      ] as const) {
        const res = await as({
          method,
          url,
          ...(method === "POST"
            ? { payload: { is_accepted: true, text: "lanjutkan", back_to_previous_level: false } }
            : {}),
        });
        expect(res.statusCode, `${username} ${method} ${url}`).toBe(404);
      }
      const edit = await send(t, await typicalLetter(t, { id, initId: undefined }), username);
      expect(edit.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: "GET", url: `/egs/mail/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/egs/telusuri/mail" })).statusCode).toBe(401);
  });

  it("telusuri lists letters the user wrote or reviewed after it reached them", async () => {
    const id = await sentLetter(t);
    const ids = async (username: string) =>
      (await t.as(username)({ method: "GET", url: "/egs/telusuri/mail?per_page=100" }))
        .json()
        .items.map((i: { id: string }) => i.id);
    expect(await ids("staf")).toContain(id);
    expect(await ids("kabid")).toContain(id);
    expect(await ids("sekdis")).not.toContain(id);
    await act(t, "kabid", id, "lanjutkan");
    expect(await ids("sekdis")).toContain(id);
  });

  it("each list row names its sender, addressees and the reviewer at work, then the last", async () => {
    const nip = await nips(t.db, ["staf", "kadisdik", "sekdis", "kabid", "kadis"]);
    const people = await t.db
      .select({ nip: pegawai.nip, nama: pegawai.name, jabatan: jabatan.name })
      .from(pegawai)
      .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId));
    const person = (username: string) => people.find((p) => p.nip === nip(username));
    const id = await sentLetter(t, {
      penerima: {
        type_tanda_tangan: "digital",
        user: [nip("kadisdik"), nip("sekdis")],
        plt: [],
        user_eksternal: ["warga@contoh.example"],
      },
    });
    const listed = async (username: string, list: string) =>
      (await t.as(username)({ method: "GET", url: `/egs/${list}/mail?per_page=100` }))
        .json()
        .items.find((i: { id: string }) => i.id === id);
    const names = {
      dari: person("staf")?.nama,
      pengirim: { peg_nama: person("staf")?.nama, peg_jabatan: person("staf")?.jabatan ?? null },
      kepada: `${person("kadisdik")?.nama}, ${person("sekdis")?.nama}, warga@contoh.example`,
    };
    expect(await listed("staf", "telusuri")).toMatchObject({
      ...names,
      pemeriksa: person("kabid")?.nama,
    });
    await act(t, "kabid", id, "lanjutkan");
    expect(await listed("sekdis", "persetujuan")).toMatchObject({
      ...names,
      pemeriksa: person("sekdis")?.nama,
    });
    await act(t, "sekdis", id, "lanjutkan");
    await act(t, "kadis", id, "setuju");
    expect(await listed("staf", "terkirim")).toMatchObject({
      ...names,
      pemeriksa: person("kadis")?.nama,
    });
  });

  it("deleting from a list hides it for that person only; a draft's author deletes the draft", async () => {
    const id = await sentLetter(t);
    const hide = await t.as("kabid")({ method: "GET", url: `/egs/mail/${id}/delete` });
    expect(hide.json().items.deleted).toBe("daftar");
    const kabid = await t.as("kabid")({ method: "GET", url: "/egs/persetujuan/mail" });
    expect(kabid.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
    const staf = await t.as("staf")({ method: "GET", url: "/egs/telusuri/mail" });
    expect(staf.json().items.map((i: { id: string }) => i.id)).toContain(id);

    const draft = await typicalLetter(t, { status_surat: "draft" });
    await send(t, draft);
    const gone = await t.as("staf")({ method: "GET", url: `/egs/mail/${draft.initId}/delete` });
    expect(gone.json().items.deleted).toBe("surat");
    expect(await row(draft.initId as string)).toBeUndefined();
  });

  it("filters lists by date range and subject", async () => {
    const id = await sentLetter(t, {
      kepala_surat: {
        perihal: "Permohonan Data Statistik Sektoral",
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
    });
    const list = (query: string) =>
      t
        .as("staf")({ method: "GET", url: `/egs/telusuri/mail?${query}` })
        .then((r) => r.json().items.map((i: { id: string }) => i.id));
    // The lists filter on the Asia/Jakarta date (UTC+7): after 17:00 UTC it is already tomorrow.
    const today = todayInJakarta();
    expect(await list("q=statistik%20sektoral")).toEqual([id]);
    expect(await list(`q=statistik&start_date=${today}&end_date=${today}`)).toEqual([id]);
    expect(await list("q=statistik&start_date=2020-01-01&end_date=2020-01-31")).toEqual([]);
    expect(await list("q=%27%3B%20drop%20table%20mail%3B--")).toEqual([]);
  });
});

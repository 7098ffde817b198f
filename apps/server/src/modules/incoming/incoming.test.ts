import { INCOMING_MESSAGES, type IncomingMailRequest } from "@lontar/contracts/incoming";
import { emptyFieldMessage } from "@lontar/contracts/mail";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/auth";
import { mail, outboxEmail } from "../../db/schema/letters";
import { createTestApp, type TestApp } from "../../test/harness";
import { pdfPageCount } from "../../test/pdf-tools";
import { PDF_BYTES, PNG_BYTES } from "../files/files.fixtures";
import { nameAndPositionOf } from "../letters/letters.test-support";
import { act, sentLetter } from "../outgoing/outgoing.test-support";
import {
  disposeTo as disposeToOf,
  incomingLetter,
  registeredLetter,
  registerLetter,
} from "./incoming.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const incoming = (overrides: Partial<IncomingMailRequest> = {}) => incomingLetter(t, overrides);
const register = (body: IncomingMailRequest, username = "sekretariat") =>
  registerLetter(t, body, username);
const registered = (overrides: Partial<IncomingMailRequest> = {}) => registeredLetter(t, overrides);
const disposeTo = (
  username: string,
  id: string,
  targets: string[],
  action: object,
  plt: string[] = [],
) => disposeToOf(t, username, id, targets, action, plt);

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((i) => i.id);

describe("Buat Surat Masuk", () => {
  it("refuses an incomplete registration with every '{field} kosong !' and stores nothing", async () => {
    const res = await register({
      kategori_surat: "external",
      kepala_surat: {},
    } as IncomingMailRequest);
    expect(res.statusCode).toBe(422);
    expect(Object.values(res.json().errors).flat()).toEqual([
      emptyFieldMessage("Nomor Surat"),
      emptyFieldMessage("Tahun Agenda"),
      emptyFieldMessage("Dari"),
      emptyFieldMessage("Perihal"),
      emptyFieldMessage("Jumlah Lampiran"),
      emptyFieldMessage("Sifat Pengamanan"),
      emptyFieldMessage("Sifat Penyampaian"),
      emptyFieldMessage("Penerima"),
      emptyFieldMessage("Nama Pengirim"),
      emptyFieldMessage("Email"),
      emptyFieldMessage("Nomor WhatsApp"),
    ]);
  });

  it("is for the secretariat only", async () => {
    expect((await register(await incoming(), "staf")).statusCode).toBe(403);
  });

  it("delivers at once with an agenda number per work unit and year, a unique resi and the sender's e-mail", async () => {
    const a = await registered();
    const b = await registered();
    expect(b.nomor_agenda).toBe(a.nomor_agenda + 1);
    expect(a.resi).not.toBe(b.resi);
    expect(a.resi).toMatch(/^[2-9A-HJ-KM-NP-Z]{10}$/);
    const [row] = await t.db.select().from(mail).where(eq(mail.id, a.id));
    expect(row).toMatchObject({
      statusSurat: "terkirim",
      kategoriSurat: "external",
      tahunAgenda: 2026,
    });
    const [email] = await t.db.select().from(outboxEmail).where(eq(outboxEmail.mailId, a.id));
    expect(email).toMatchObject({ to: "budi@contoh.example" });
    expect(email?.body).toContain(a.resi);
    expect(email?.body).toContain("/cari");
  });

  it("turns scanned images into one PDF, page per image; other files are refused", async () => {
    const boundary = "----scan";
    const part = (bytes: Buffer, name: string, type: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from("\r\n"),
      ]);
    const scan = (parts: Buffer[]) =>
      t.as("sekretariat")({
        method: "POST",
        url: "/egs/scan-pdf",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      });
    const ok = await scan([
      part(PNG_BYTES, "1.png", "image/png"),
      part(PNG_BYTES, "2.png", "image/png"),
    ]);
    expect(ok.statusCode).toBe(200);
    const file = ok.json().items;
    expect(file.mime).toBe("application/pdf");
    const pdf = await t.as("sekretariat")({ method: "GET", url: file.file_url });
    expect(await pdfPageCount(pdf.rawPayload)).toBe(2);
    const refused = await scan([part(PDF_BYTES, "x.pdf", "application/pdf")]);
    expect(refused.json().errors.file).toEqual([INCOMING_MESSAGES.scanImagesOnly]);
    const letter = await registered({ scan: { _id: file._id } });
    const shown = await t.as("kadis")({ method: "GET", url: `/egs/mail/${letter.id}/pdf` });
    expect(await pdfPageCount(shown.rawPayload)).toBe(2);
  });
});

describe("inbox", () => {
  it("shows a user exactly the letters that reach them, unread until opened", async () => {
    const { id } = await registered();
    const kadis = await t.as("kadis")({ method: "GET", url: "/egs/mail-sekretariat" });
    const row = kadis.json().items.find((i: { id: string }) => i.id === id);
    expect(row).toMatchObject({ is_read: false, role: "penerima", hal: "Permohonan Narasumber" });
    expect(ids(await t.as("sekdis")({ method: "GET", url: "/egs/mail-sekretariat" }))).toContain(
      id,
    );
    for (const username of ["kabid", "staf", "kadisdik"])
      expect(
        ids(await t.as(username)({ method: "GET", url: "/egs/mail-sekretariat" })),
      ).not.toContain(id);
    expect(ids(await t.as("kadis")({ method: "GET", url: "/egs/mail" }))).not.toContain(id);

    const detail = await t.as("kadis")({ method: "GET", url: `/egs/mail-sekretariat/${id}` });
    expect(detail.json().items).toMatchObject({
      dari: "Dinas Pendidikan Provinsi Contoh",
      can: { dispose: true },
    });
    const again = await t.as("kadis")({ method: "GET", url: "/egs/mail-sekretariat" });
    expect(again.json().items.find((i: { id: string }) => i.id === id).is_read).toBe(true);
    const info = await t.as("sekretariat")({ method: "GET", url: `/egs/mail-info/${id}` });
    expect(info.json().items.penerima[0]).toMatchObject({ status_baca: "Sudah" });
    expect(
      (await t.as("kabid")({ method: "GET", url: `/egs/mail-sekretariat/${id}` })).statusCode,
    ).toBe(404);
  });

  it("a letter signed by kadis reaches kadisdik's 'Surat Masuk' and kadisdik can dispose it", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    await act(t, "kadis", id, "setuju");
    expect(ids(await t.as("kadisdik")({ method: "GET", url: "/egs/mail" }))).toContain(id);
    const can = (await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${id}` })).json().items
      .can;
    expect(can.dispose).toBe(true);
  });

  it("delete hides the letter for that user only", async () => {
    const { id } = await registered();
    const del = await t.as("kadis")({ method: "GET", url: `/egs/mail/${id}/delete` });
    expect(del.json().items.deleted).toBe("daftar");
    expect(ids(await t.as("kadis")({ method: "GET", url: "/egs/mail-sekretariat" }))).not.toContain(
      id,
    );
    expect(ids(await t.as("sekdis")({ method: "GET", url: "/egs/mail-sekretariat" }))).toContain(
      id,
    );
  });

  it("Terkirim external lists what the secretariat registered", async () => {
    const { id } = await registered();
    expect(
      ids(await t.as("sekretariat")({ method: "GET", url: "/egs/terkirim/mail-sekretariat" })),
    ).toContain(id);
    expect(
      (await t.as("kadis")({ method: "GET", url: "/egs/terkirim/mail-sekretariat" })).statusCode,
    ).toBe(403);
  });
});

describe("disposition and forwarding", () => {
  it("only a recipient may act; the secretariat does not dispose its own registrations", async () => {
    const { id } = await registered();
    const action = {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "",
      is_private: false,
    };
    expect((await disposeTo("kabid", id, ["staf"], action)).statusCode).toBe(404);
    expect((await disposeTo("sekretariat", id, ["kabid"], action)).statusCode).toBe(403);
    const empty = await disposeTo("kadis", id, [], action);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.user).toEqual([INCOMING_MESSAGES.noTargets]);
    const outside = await disposeTo("kadis", id, ["kadisdik"], action);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.user).toEqual([INCOMING_MESSAGES.outsideUnit]);
  });

  it("an inbox row names its sender and addressees and the disposition that brought it", async () => {
    const { id } = await registered();
    const kadis = await nameAndPositionOf(t.db, "kadis");
    const row = async (username: string) =>
      (await t.as(username)({ method: "GET", url: "/egs/mail-sekretariat?per_page=100" }))
        .json()
        .items.find((i: { id: string }) => i.id === id);
    expect(await row("kadis")).toMatchObject({
      dari: "Dinas Pendidikan Provinsi Contoh",
      kepada: kadis.nama,
      role: "penerima",
      disposisi: null,
      batas_waktu: null,
    });
    const open = { is_disposisi: true, text: ["Untuk ditindaklanjuti"], keterangan: "Segera" };
    expect((await disposeTo("kadis", id, ["kabid"], open)).statusCode).toBe(200);
    expect(await row("kabid")).toMatchObject({
      role: "disposisi",
      disposisi: {
        peg_nama: kadis.nama,
        jabatan_nama: kadis.jabatan ?? null,
        aksi: ["Untuk ditindaklanjuti"],
      },
    });
    const closed = { ...open, is_private: true, batas_waktu: "2099-12-31" };
    expect((await disposeTo("kadis", id, ["sekdis"], closed)).statusCode).toBe(200);
    expect(await row("sekdis")).toMatchObject({
      batas_waktu: "2099-12-31",
      overdue: false,
      disposisi: { peg_nama: kadis.nama, aksi: [] },
    });
  });

  it("dispose (Tertutup) then forward: the chain is a tree; the private note stays private", async () => {
    const { id } = await registered();
    const d = await disposeTo("kadis", id, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Catatan rahasia untuk kabid",
      is_private: true,
      batas_waktu: "2026-12-01",
    });
    expect(d.statusCode).toBe(200);
    const kabidInbox = await t.as("kabid")({ method: "GET", url: "/egs/mail-sekretariat" });
    expect(kabidInbox.json().items.find((i: { id: string }) => i.id === id)).toMatchObject({
      role: "disposisi",
      batas_waktu: "2026-12-01",
    });
    const f = await disposeTo("kabid", id, ["staf"], {
      is_disposisi: false,
      text: ["abaikan"],
      keterangan: "Mohon dipelajari",
      is_private: true,
    });
    expect(f.statusCode).toBe(200);
    expect(ids(await t.as("staf")({ method: "GET", url: "/egs/mail-sekretariat" }))).toContain(id);

    const seen = async (username: string) =>
      (await t.as(username)({ method: "GET", url: `/egs/mail-disposisi/${id}` })).json().items.user;
    const forKabid = await seen("kabid");
    expect(forKabid).toHaveLength(2);
    expect(forKabid[0].action).toMatchObject({
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Catatan rahasia untuk kabid",
      visible: true,
    });
    const forStaf = await seen("staf");
    expect(forStaf[0].action).toMatchObject({
      text: [],
      keterangan: "",
      visible: false,
      is_private: true,
    });
    // A forward is never private and carries no instructions.
    expect(forStaf[1].action).toMatchObject({
      is_disposisi: false,
      text: [],
      keterangan: "Mohon dipelajari",
      is_private: false,
    });
    expect(JSON.stringify(forStaf)).not.toContain("Catatan rahasia");

    // Once forwarded, kabid may not act again.
    const detail = await t.as("kabid")({ method: "GET", url: `/egs/mail-sekretariat/${id}` });
    expect(detail.json().items).toMatchObject({ is_teruskan: true, can: { dispose: false } });
    const again = await disposeTo("kabid", id, ["staf"], {
      is_disposisi: true,
      text: [],
      keterangan: "",
      is_private: false,
    });
    expect(again.statusCode).toBe(403);
  });

  it("withdraws an unread disposition; a target marks one as followed up", async () => {
    const { id } = await registered();
    await disposeTo("kadis", id, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk diketahui"],
      keterangan: "",
      is_private: false,
    });
    const entry = (await t.as("kadis")({ method: "GET", url: `/egs/mail-disposisi/${id}` })).json()
      .items.user[0];
    expect(entry.can_withdraw).toBe(true);
    const pulled = await t.as("kadis")({
      method: "POST",
      url: `/egs/mail-disposisi/${id}/tarik/${entry.id}`,
    });
    expect(pulled.statusCode).toBe(200);
    expect(ids(await t.as("kabid")({ method: "GET", url: "/egs/mail-sekretariat" }))).not.toContain(
      id,
    );

    await disposeTo("kadis", id, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk diketahui"],
      keterangan: "",
      is_private: false,
    });
    await t.as("kabid")({ method: "GET", url: `/egs/mail-sekretariat/${id}` });
    const second = (await t.as("kadis")({ method: "GET", url: `/egs/mail-disposisi/${id}` }))
      .json()
      .items.user.at(-1);
    expect(second.can_withdraw).toBe(false);
    const refused = await t.as("kadis")({
      method: "POST",
      url: `/egs/mail-disposisi/${id}/tarik/${second.id}`,
    });
    expect(refused.statusCode).toBe(422);
    const forKabid = (await t.as("kabid")({ method: "GET", url: `/egs/mail-disposisi/${id}` }))
      .json()
      .items.user.at(-1);
    expect(forKabid).toMatchObject({
      can_finish: true,
      kepada: [expect.objectContaining({ is_me: true })],
    });
    const done = await t.as("kabid")({
      method: "POST",
      url: `/egs/mail-disposisi/${id}/selesai`,
      payload: { keterangan: "Sudah dikoordinasikan" },
    });
    expect(done.statusCode).toBe(200);
    const after = (await t.as("kadis")({ method: "GET", url: `/egs/mail-disposisi/${id}` }))
      .json()
      .items.user.at(-1);
    expect(after.kepada[0].selesai).toMatchObject({ note: "Sudah dikoordinasikan" });
    expect(after).toMatchObject({
      can_finish: false,
      kepada: [expect.objectContaining({ is_me: false })],
    });
  });
});

describe("Info Jadwal", () => {
  it("downloads the schedule as an iCalendar event with both reminders", async () => {
    const { id } = await registered({
      info_jadwal: {
        tanggal_mulai: "2026-11-30T09:00:00+07:00",
        tanggal_berakhir: "2026-11-30T11:30:00+07:00",
        tempat: "Aula Diskominfo",
      },
    });
    const res = await t.as("kadis")({ method: "GET", url: `/egs/mail/${id}/jadwal.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    const ics = res.body.replace(/\r\n[ \t]/g, ""); // unfold folded lines
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("SUMMARY:Permohonan Narasumber");
    expect(ics).toContain("LOCATION:Aula Diskominfo");
    expect(ics).toContain("DTSTART:20261130T020000Z");
    expect(ics).toContain("DTEND:20261130T043000Z");
    expect(ics).toMatch(/ACTION:EMAIL[\s\S]*TRIGGER:-P(T1440M|1D)/);
    expect(ics).toMatch(/ACTION:DISPLAY[\s\S]*TRIGGER:-PT10M/);
    expect(ics).toContain(`/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/${id}`);
    expect(
      (await t.as("kabid")({ method: "GET", url: `/egs/mail/${id}/jadwal.ics` })).statusCode,
    ).toBe(404);
  });
});

describe("inline edit by the secretariat", () => {
  it("changes the number or date and records it in the audit log", async () => {
    const { id } = await registered();
    const res = await t.as("sekretariat")({
      method: "POST",
      url: `/egs/master/update-mail/${id}`,
      payload: { nomor_surat: "005/124/DISDIK/2026" },
    });
    expect(res.json().items.no_surat).toBe("005/124/DISDIK/2026");
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "mail_updated"));
    expect(audits.length).toBeGreaterThan(0);
    expect(
      (
        await t.as("kadis")({
          method: "POST",
          url: `/egs/master/update-mail/${id}`,
          payload: { nomor_surat: "x" },
        })
      ).statusCode,
    ).toBe(403);
  });
});

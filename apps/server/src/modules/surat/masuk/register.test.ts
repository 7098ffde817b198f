import { INCOMING_MESSAGES, type IncomingMailRequest } from "@lontar/contracts/incoming";
import { emptyFieldMessage } from "@lontar/contracts/mail";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema/auth";
import { outboxEmail } from "../../../db/schema/outbox";
import { mail } from "../../../db/schema/surat";
import { PDF_BYTES, PNG_BYTES } from "../../../test/factories/files";
import { act, sentLetter } from "../../../test/factories/surat-keluar";
import {
  incomingLetter,
  registeredLetter,
  registerLetter,
} from "../../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../../test/harness";
import { pdfPageCount } from "../../../test/pdf-tools";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const incoming = (overrides: Partial<IncomingMailRequest> = {}) => incomingLetter(t, overrides);
const register = (body: IncomingMailRequest, username = "sekretariat") =>
  registerLetter(t, body, username);
const registered = (overrides: Partial<IncomingMailRequest> = {}) => registeredLetter(t, overrides);
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
      emptyFieldMessage("Sifat Pengamanan"),
      emptyFieldMessage("Sifat Penyampaian"),
      emptyFieldMessage("Penerima"),
      emptyFieldMessage("Nama Pengirim"),
      emptyFieldMessage("Email"),
      emptyFieldMessage("Nomor WhatsApp"),
    ]);
  });

  it("registers a letter that came without attachments (Jumlah Lampiran 0, no Jenis Lampiran)", async () => {
    const base = await incoming();
    const { id } = await registered({
      kepala_surat: { ...base.kepala_surat, lampiran: { type: null, value: 0 } },
    });
    const [row] = await t.db.select().from(mail).where(eq(mail.id, id));
    expect(row?.lampiranJumlah).toBe(0);
    const typeless = await register(
      await incoming({
        kepala_surat: { ...base.kepala_surat, lampiran: { type: null, value: 2 } },
      }),
    );
    expect(typeless.statusCode).toBe(422);
    expect(typeless.json().errors).toEqual({
      jenis_lampiran: [emptyFieldMessage("Jenis Lampiran")],
    });
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

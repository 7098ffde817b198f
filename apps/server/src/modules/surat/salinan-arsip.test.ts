import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/auth";
import { jabatan, pegawai } from "../../db/schema/org";
import { mail, mailNote, mailParaf } from "../../db/schema/surat";
import { multipartUpload } from "../../test/factories/files";
import { act, detail, send, sentLetter, typicalLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";
import { pdfPageCount, pdfText } from "../../test/pdf-tools";
import { initialsOf } from "./paraf.rules";
import { sampleLetter } from "./pdf/contoh-surat";
import { renderLetter } from "./pdf/render";
import { ARCHIVE_MARK, PARAF_SHEET_TITLE } from "./pdf/salinan-arsip";
import { parafTime } from "./salinan-arsip";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const parafOf = (id: string) =>
  t.db
    .select({
      action: mailParaf.action,
      urutan: mailParaf.urutan,
      nama: mailParaf.nama,
      jabatan: mailParaf.jabatan,
      noteAction: mailNote.action,
      createdAt: mailParaf.createdAt,
    })
    .from(mailParaf)
    .innerJoin(mailNote, eq(mailNote.id, mailParaf.noteId))
    .where(eq(mailParaf.mailId, id))
    .orderBy(asc(mailParaf.id));

/** A demo login's employee as the office knows them now: name and position. */
async function who(username: string) {
  const [row] = await t.db
    .select({ id: pegawai.id, nama: pegawai.name, jabatan: jabatan.name })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`no demo login ${username}`);
  return row;
}

const archiveOf = (username: string, id: string) =>
  t.as(username)({ method: "GET", url: `/egs/mail/${id}/pdf-arsip` });

describe("paraf", () => {
  it("LANJUTKAN and SETUJU record the reviewer's paraf; PERBAIKAN and BATALKAN do not", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "perbaikan", { keterangan: "Perbaiki lampiran" });
    expect((await parafOf(id)).map((p) => [p.action, p.urutan])).toEqual([["lanjutkan", 1]]);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(200);
    const kabid = await who("kabid");
    const paraf = await parafOf(id);
    // The corrected draft is initialled again: both of kabid's paraf stay in the history.
    expect(paraf.map((p) => [p.action, p.urutan, p.noteAction])).toEqual([
      ["lanjutkan", 1, "lanjutkan"],
      ["lanjutkan", 1, "lanjutkan"],
      ["lanjutkan", 2, "lanjutkan"],
      ["setuju", 3, "setuju"],
    ]);
    expect(paraf[0]).toMatchObject({ nama: kabid.nama, jabatan: kabid.jabatan });

    const cancelled = await sentLetter(t);
    await act(t, "kabid", cancelled, "batalkan", { keterangan: "Tidak jadi" });
    expect(await parafOf(cancelled)).toEqual([]);
  });

  it("keeps the position held when initialling, whatever the reviewer holds later", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    const kabid = await who("kabid");
    const [other] = await t.db
      .select({ id: jabatan.id, name: jabatan.name })
      .from(jabatan)
      .where(eq(jabatan.name, "Tenaga Kontrak"));
    await t.db.update(pegawai).set({ jabatanId: other?.id }).where(eq(pegawai.id, kabid.id));
    try {
      const notes = (await detail(t, "staf", id)).json().items.riwayat_catatan;
      expect(notes.at(-1).paraf).toEqual({
        inisial: initialsOf(kabid.nama),
        jabatan: kabid.jabatan,
        urutan: 1,
      });
    } finally {
      const [own] = await t.db
        .select()
        .from(jabatan)
        .where(eq(jabatan.name, kabid.jabatan ?? ""));
      await t.db.update(pegawai).set({ jabatanId: own?.id }).where(eq(pegawai.id, kabid.id));
    }
  });

  it("a SETUJU that fails inside the transaction leaves no paraf of the signer", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
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
      expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(500);
    } finally {
      provider.unlock = original;
    }
    expect((await parafOf(id)).map((p) => p.action)).toEqual(["lanjutkan", "lanjutkan"]);
    const notes = await t.db.select().from(mailNote).where(eq(mailNote.mailId, id));
    expect(notes.map((n) => n.action)).not.toContain("setuju");
    // A wrong passphrase is refused before anything is written.
    expect((await act(t, "kadis", id, "setuju", { passphrase: "keliru-sekali" })).statusCode).toBe(
      422,
    );
    expect(await parafOf(id)).toHaveLength(2);
  });

  it("Riwayat Catatan carries the paraf beside LANJUTKAN and SETUJU only", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "perbaikan", { keterangan: "Ganti tanggal" });
    const notes = (await detail(t, "staf", id)).json().items.riwayat_catatan as {
      action: string;
      paraf: { inisial: string } | null;
    }[];
    const kabid = await who("kabid");
    expect(notes.map((n) => [n.action, n.paraf?.inisial ?? null])).toEqual([
      ["kirim", null],
      ["lanjutkan", initialsOf(kabid.nama)],
      ["perbaikan", null],
    ]);
  });
});

describe("salinan arsip", () => {
  it("prints each reviewer's paraf and 'SALINAN ARSIP'; the sent PDF has neither", async () => {
    const id = await sentLetter(t);
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "perbaikan", { keterangan: "Perbaiki" });
    await act(t, "kabid", id, "lanjutkan");
    await act(t, "sekdis", id, "lanjutkan");
    await act(t, "kadis", id, "setuju");
    const res = await archiveOf("staf", id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(ARCHIVE_MARK);
    expect(text).toContain("Paraf Hierarki");
    const [letter] = await t.db.select().from(mail).where(eq(mail.id, id));
    expect(text).toContain(letter?.noSurat ?? "no number");
    // The latest paraf of each reviewer, in the chain's order: kabid's second one.
    const paraf = await parafOf(id);
    const latest = [paraf[1], paraf[2], paraf[3]];
    for (const [i, username] of ["kabid", "sekdis", "kadis"].entries()) {
      const p = await who(username);
      expect(text).toContain(initialsOf(p.nama));
      expect(text).toContain(p.nama);
      expect(text).toContain(p.jabatan ?? "no position");
      const at = latest[i]?.createdAt as Date;
      expect(text).toContain(parafTime(at).split(" ")[0] as string);
    }
    expect(text).toContain(parafTime(paraf[1]?.createdAt as Date));
    expect(text).toContain("Ditandatangani secara elektronik oleh");

    const sent = await t.as("staf")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    const sentText = await pdfText(sent.rawPayload);
    expect(sentText).not.toContain(ARCHIVE_MARK);
    expect(sentText).not.toContain("Paraf");
    // The stored, signed letter is still the letter's PDF: the archive copy replaced nothing.
    const again = await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    expect(again.rawPayload.equals(sent.rawPayload)).toBe(true);
  });

  it("a letter under review: no number, the paraf given so far, and 'Belum' for none yet", async () => {
    const id = await sentLetter(t);
    const none = await pdfText((await archiveOf("kabid", id)).rawPayload);
    expect(none).toContain("Belum ada paraf");
    expect(none).toContain(ARCHIVE_MARK);
    await act(t, "kabid", id, "lanjutkan");
    const res = await archiveOf("sekdis", id);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(initialsOf((await who("kabid")).nama));
    expect(text).not.toContain(initialsOf((await who("sekdis")).nama));
    expect(text).toContain("Surat Belum Terkirim");
    expect(await pdfPageCount(res.rawPayload)).toBeGreaterThanOrEqual(1);
  });

  it("a draft never sent has no archive copy, even for its author", async () => {
    const res = await t.as("staf")({
      method: "POST",
      url: "/egs/mail",
      payload: await typicalLetter(t, { status_surat: "draft" }),
    });
    const id = res.json().items.id as string;
    expect((await archiveOf("staf", id)).statusCode).toBe(404);
    expect((await detail(t, "staf", id)).json().items.salinan_arsip_url).toBeNull();
  });

  it("an uploaded (softcopy) letter: its pages, then a paraf sheet, every page marked", async () => {
    const original = await renderLetter(
      sampleLetter({ draft: false, letterhead: null, nomor: null, tanggal: null, tembusan: [] }),
    );
    const upload = await t.as("staf")({
      ...multipartUpload(original, "surat.pdf"),
      url: "/egs/mail/pdf",
    });
    const body = await typicalLetter(
      t,
      {
        bentuk_surat: "softcopy",
        isi_surat: "",
        attachment: { originalFile: upload.json().items.originalFile },
      },
      ["kabid", "kadis"],
    );
    expect((await send(t, body)).statusCode).toBe(200);
    const id = body.initId as string;
    await act(t, "kabid", id, "lanjutkan");
    const approved = await act(t, "kadis", id, "setuju");
    expect(approved.statusCode).toBe(200);
    const signed = (await t.as("staf")({ method: "GET", url: `/egs/mail/${id}/pdf` })).rawPayload;
    const res = await archiveOf("kabid", id);
    expect(res.statusCode).toBe(200);
    expect(await pdfPageCount(res.rawPayload)).toBe((await pdfPageCount(signed)) + 1);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(PARAF_SHEET_TITLE);
    expect(text).toContain(approved.json().items.no_surat);
    for (const username of ["kabid", "kadis"])
      expect(text).toContain(initialsOf((await who(username)).nama));
    expect(text.split(ARCHIVE_MARK).length - 1).toBe(await pdfPageCount(res.rawPayload));
  });
});

import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { ESIGN_MESSAGES } from "@lontar/contracts/esign";
import { count, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFile } from "../../db/schema/master";
import { satuanKerja } from "../../db/schema/org";
import { multipartUpload, PDF_BYTES, PNG_BYTES } from "../../test/factories/files";
import { asAuthUser, demoPegawai, insertLetter } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { pdfsig, pdfText } from "../../test/pdf-tools";
import { TEST_PUBLIC_URL } from "../../test/signing";
import { unlockForSigning } from "../esign/esign.service";
import { signLetter } from "./keluar/sign";
import { sampleLetter } from "./pdf/contoh-surat";
import { renderLetter } from "./pdf/render";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedFiles = async () => (await t.db.select({ n: count() }).from(storedFile))[0]?.n;
const pdfOf = (username: string, id: string, query = "") =>
  t.as(username)({ method: "GET", url: `/egs/mail/${id}/pdf${query}` });

describe("who may read a letter's PDF", () => {
  it("its author, reviewers and recipients, and the secretariat of its work unit", async () => {
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kabid", "kadis"],
      penerima: ["kadisdik"],
      tembusan: ["sekdis"],
      status: "terkirim",
    });
    for (const username of ["staf", "kabid", "kadis", "kadisdik", "sekdis", "sekretariat"]) {
      const res = await pdfOf(username, letter.id);
      expect(res.statusCode, username).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
    }
  });

  it("nobody else: administrators and unrelated employees get 404, anonymous 401", async () => {
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kabid"],
      status: "pemeriksa",
    });
    for (const username of ["admin", "kadisdik", "sekdis"]) {
      const res = await pdfOf(username, letter.id);
      expect(res.statusCode, username).toBe(404);
      expect(res.json().diagnostic.message).toBe("Surat tidak ditemukan");
    }
    for (const url of [`/egs/mail/${letter.id}/pdf`, `/egs/set-without-kop/${letter.id}`]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await pdfOf("staf", "bukan-uuid")).statusCode).toBe(404);
    expect(
      (await t.as("admin")({ method: "GET", url: `/egs/set-without-kop/${letter.id}` })).statusCode,
    ).toBe(404);
  });

  it("Rahasia letters stay with their author, reviewers and recipients", async () => {
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kadis"],
      penerima: ["kabid"],
      status: "terkirim",
      values: { sifatPengamanan: "Rahasia" },
    });
    expect((await pdfOf("sekretariat", letter.id)).statusCode).toBe(404);
    expect((await pdfOf("kabid", letter.id)).statusCode).toBe(200);
  });
});

describe("letter PDFs before signing", () => {
  it("a draft renders with the KONSEP watermark and 'Surat Belum Terkirim'", async () => {
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kadis"],
      status: "draft",
    });
    const res = await pdfOf("staf", letter.id);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain("Surat Belum Terkirim");
    expect(text).toContain("Undangan Rapat Koordinasi");
    expect(text).toContain("Kepala Dinas Komunikasi dan Informatika");
  });

  it("the letterhead toggle points to the letterhead-less PDF", async () => {
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kadis"],
      status: "draft",
    });
    const res = await t.as("staf")({ method: "GET", url: `/egs/set-without-kop/${letter.id}` });
    expect(res.json().items).toEqual({
      url: `/egs/mail/${letter.id}/pdf?no_kop=1`,
      no_kop: true,
      verify_url: null,
    });
    const withKop = await pdfText((await pdfOf("staf", letter.id)).rawPayload);
    const withoutKop = await pdfText((await pdfOf("staf", letter.id, "?no_kop=1")).rawPayload);
    expect(withKop).toContain("DINAS KOMUNIKASI DAN INFORMATIKA");
    expect(withoutKop).not.toContain("DINAS KOMUNIKASI DAN INFORMATIKA");
  });

  it("renders on the paper the work unit's letterhead sets (F4)", async () => {
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kadis"],
      status: "draft",
    });
    const [unit] = await t.db
      .select()
      .from(satuanKerja)
      .where(eq(satuanKerja.id, letter.satuanKerjaId));
    const created = await t.as("admin")({
      method: "POST",
      url: "/egs/master/kop-surat",
      payload: { kode_skpd: unit?.kodeSkpd },
    });
    const kop = created.json().items;
    const set = await t.as("admin")({
      method: "PUT",
      url: `/egs/master/kop-surat/${kop._id}/kertas`,
      payload: { ukuran_kertas: "F4" },
    });
    expect(set.json().items.ukuran_kertas).toBe("F4");
    const refused = await t.as("admin")({
      method: "PUT",
      url: `/egs/master/kop-surat/${kop._id}/kertas`,
      payload: { ukuran_kertas: "A3" },
    });
    expect(refused.statusCode).toBe(422);
    const doc = await PDFDocument.load((await pdfOf("staf", letter.id)).rawPayload);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([609, 935]);
  });

  it("the sample letter of /test-view-pdf is public", async () => {
    const res = await t.app.inject({ method: "GET", url: "/egs/public/sample-letter" });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(
      "Undangan Rapat Koordinasi Transformasi Digital",
    );
  });
});

describe("softcopy letters", () => {
  const uploadPdf = (
    username: string,
    bytes: Buffer,
    name = "surat.pdf",
    type = "application/pdf",
  ) => t.as(username)({ ...multipartUpload(bytes, name, type), url: "/egs/mail/pdf" });
  const uploadSpecimen = (username: string, bytes: Buffer, name: string, type: string) =>
    t.as(username)({ ...multipartUpload(bytes, name, type), url: "/egs/esign/specimen" });

  it("stores an uploaded PDF and refuses anything else without keeping it", async () => {
    const ok = await uploadPdf("staf", PDF_BYTES);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().items).toMatchObject({ name: "surat.pdf" });
    const before = await storedFiles();
    const png = await uploadPdf("staf", PNG_BYTES, "surat.pdf", "application/pdf");
    expect(png.statusCode).toBe(422);
    expect(png.json().errors.file).toEqual(["File surat harus berupa PDF"]);
    expect(await storedFiles()).toBe(before);
    expect(
      (await t.app.inject({ ...multipartUpload(PDF_BYTES), url: "/egs/mail/pdf" })).statusCode,
    ).toBe(401);
  });

  it("keeps JPEG or PNG specimens for their owner only", async () => {
    const before = await storedFiles();
    const pdf = await uploadSpecimen("kadis", PDF_BYTES, "ttd.pdf", "application/pdf");
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file).toEqual([ESIGN_MESSAGES.specimenType]);
    expect(await storedFiles()).toBe(before);

    const png = await uploadSpecimen("kadis", PNG_BYTES, "ttd.png", "image/png");
    expect(png.statusCode).toBe(200);
    const specimen = png.json().items;
    expect(specimen.type).toBe("png");
    expect((await t.as("kadis")({ method: "GET", url: specimen.image })).statusCode).toBe(200);
    expect((await t.as("staf")({ method: "GET", url: specimen.image })).statusCode).toBe(404);
    expect(
      (await t.as("staf")({ method: "DELETE", url: `/egs/esign/specimen/${specimen._id}` }))
        .statusCode,
    ).toBe(404);
    const mine = await t.as("kadis")({ method: "GET", url: "/egs/esign/specimen" });
    expect(mine.json().items.map((s: { _id: string }) => s._id)).toContain(specimen._id);
  });

  it("answers the signer's specimens as list_ttd, and signs with one on the last page", async () => {
    const specimen = (await uploadSpecimen("kadis", PNG_BYTES, "ttd.png", "image/png")).json()
      .items;
    const original = await renderLetter(sampleLetter({ draft: false, letterhead: null }));
    const uploaded = (await uploadPdf("staf", original)).json().items;
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kabid", "kadis"],
      penerima: ["kadisdik"],
      status: "terkirim",
      values: {
        bentukSurat: "softcopy",
        originalFileId: uploaded.originalFile,
        specimenId: specimen._id,
      },
    });
    const meta = await t.as("staf")({ method: "GET", url: `/egs/mail/pdf/meta/${letter.id}` });
    expect(meta.json().items.list_ttd.map((s: { _id: string }) => s._id)).toContain(specimen._id);
    const fresh = await t.as("staf")({ method: "GET", url: "/egs/mail/pdf/meta/belum-ada" });
    expect(fresh.json().items.list_ttd).toEqual([]);

    const kadis = (await demoPegawai(t.db, ["kadis"])).get("kadis");
    if (!kadis) throw new Error("kadis missing");
    const auth = asAuthUser(kadis);
    const signer = await unlockForSigning(t.db, t.app.esign.provider, {
      auth,
      passphrase: DEMO_PASSWORD,
      ip: null,
      mailId: letter.id,
    });
    await t.db.transaction((tx) =>
      signLetter(
        tx,
        { storage: t.app.fileStorage, baseUrl: TEST_PUBLIC_URL, ip: null },
        { letter, auth, signer },
      ),
    );
    const pdf = (await pdfOf("kadisdik", letter.id)).rawPayload;
    expect(await pdfsig(pdf)).toContain("Signature is Valid");
    const text = await pdfText(pdf);
    expect(text).toContain("Ditandatangani secara elektronik oleh:");
    expect(text).toContain("Undangan Rapat Koordinasi Transformasi Digital");
    const withoutKop = await t.as("staf")({
      method: "GET",
      url: `/egs/set-without-kop/${letter.id}`,
    });
    expect(withoutKop.json().items.no_kop).toBe(false);
  });
});

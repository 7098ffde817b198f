import { createHash } from "node:crypto";
import { ESIGN_MESSAGES } from "@lontar/contracts/esign";
import { MAIL_MESSAGES, type OutgoingMailRequest } from "@lontar/contracts/mail";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxEmail } from "../../../db/schema/outbox";
import { nomorCounter } from "../../../db/schema/penomoran";
import { mail } from "../../../db/schema/surat";
import { mailRecipient } from "../../../db/schema/surat-penerima";
import { signedDocument } from "../../../db/schema/tanda-tangan";
import { todayInJakarta } from "../../../lib/jakarta-day";
import { multipartUpload } from "../../../test/factories/files";
import { act, detail, sentLetter } from "../../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../../test/harness";
import { pdfsig, pdfText } from "../../../test/pdf-tools";
import { drizzleStatementsOf } from "../../../test/statements";
import { pdfWork } from "../../../workers/pdf-pool";
import { createCa, issueUserKey, unlockUserKey } from "../../esign/certificates";
import { signPdf } from "../../esign/pdf-signature";
import { sampleLetter } from "../pdf/contoh-surat";
import { renderLetter } from "../pdf/render";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(mail).where(eq(mail.id, id)))[0];

/** A letter of staf that kabid and sekdis passed on: it waits for kadis, its signer. */
const atSigner = async (overrides: Partial<OutgoingMailRequest> = {}) => {
  const id = await sentLetter(t, overrides);
  await act(t, "kabid", id, "lanjutkan");
  await act(t, "sekdis", id, "lanjutkan");
  return id;
};

/** Addressed to one outside address only, signed the given way. */
const toOutsider = (
  type_tanda_tangan: OutgoingMailRequest["penerima"]["type_tanda_tangan"],
  address: string,
) => ({ penerima: { type_tanda_tangan, user: [], plt: [], user_eksternal: [address] } });

describe("the sending transaction", () => {
  it("delivers before it takes the unit's number, and writes its audit entry last", async () => {
    const id = await atSigner();
    const sent = await drizzleStatementsOf(async () =>
      expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(200),
    );
    const first = (pattern: RegExp) => sent.findIndex((s) => pattern.test(s));
    const last = (pattern: RegExp) => sent.findLastIndex((s) => pattern.test(s));
    // The counter row stays locked from here to commit: the deliveries are not waited on.
    const numbered = first(/insert into "nomor_counter"/);
    expect(numbered).toBeGreaterThan(0);
    const delivered = first(/insert into "mail_recipient"/);
    expect(delivered).toBeGreaterThan(-1);
    expect(delivered).toBeLessThan(numbered);
    expect(last(/insert into "notification"/)).toBeGreaterThan(delivered);
    expect(last(/insert into "notification"/)).toBeLessThan(numbered);
    // The audit log is chained under one lock for the whole instance, held to commit.
    const audited = last(/insert into "audit_log"/);
    expect(audited).toBeGreaterThan(first(/insert into "signed_document"/));
    expect(sent.slice(audited + 1).filter((s) => /^\s*(insert|update|delete)\b/i.test(s))).toEqual(
      [],
    );
  });
});

describe("the signed PDF is made before the sending transaction", () => {
  /** Each render of a letter: whether a transaction was open, and the number it shows. */
  const watchRenders = () => {
    const renders: { inTransaction: boolean; nomor: string | null }[] = [];
    let open = 0;
    const transaction = t.db.transaction.bind(t.db);
    vi.spyOn(t.db, "transaction").mockImplementation(async (work, config) => {
      open += 1;
      try {
        return await transaction(work, config);
      } finally {
        open -= 1;
      }
    });
    const render = pdfWork.renderLetter;
    const spy = vi.spyOn(pdfWork, "renderLetter").mockImplementation(async (view) => {
      renders.push({ inTransaction: open > 0, nomor: view.nomor });
      return render(view);
    });
    return { renders, spy };
  };
  afterEach(() => vi.restoreAllMocks());

  /** The letter's signed document and its stored PDF. */
  const signedPdf = async (id: string) => {
    const [doc] = await t.db.select().from(signedDocument).where(eq(signedDocument.mailId, id));
    const pdf = await t.as("kadis")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    return { doc, pdf: pdf.rawPayload };
  };

  it("renders and signs it once, outside the transaction, with the number it is sent with", async () => {
    const id = await atSigner();
    const { renders } = watchRenders();
    expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(200);
    const letter = await row(id);
    expect(renders).toEqual([{ inTransaction: false, nomor: letter?.noSurat }]);
    const { doc, pdf } = await signedPdf(id);
    expect(doc?.noSurat).toBe(letter?.noSurat);
    expect(doc?.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
    expect(await pdfsig(pdf)).toContain("Signature is Valid");
    expect(await pdfText(pdf)).toContain(letter?.noSurat ?? "no number");
  });

  it("renders it again in the transaction when another letter took the foreseen number", async () => {
    await act(t, "kadis", await atSigner(), "setuju");
    const id = await atSigner();
    const { renders, spy } = watchRenders();
    const render = spy.getMockImplementation();
    // While it renders ahead, another letter of the unit is numbered.
    spy.mockImplementationOnce(async (view) => {
      await t.db.update(nomorCounter).set({ last: sql`${nomorCounter.last} + 1` });
      return (render as typeof pdfWork.renderLetter)(view);
    });
    expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(200);
    const letter = await row(id);
    expect(renders).toEqual([
      { inTransaction: false, nomor: expect.any(String) },
      { inTransaction: true, nomor: letter?.noSurat },
    ]);
    expect(renders[0]?.nomor).not.toBe(letter?.noSurat);
    const { doc, pdf } = await signedPdf(id);
    expect(doc?.noSurat).toBe(letter?.noSurat);
    expect(doc?.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
    expect(await pdfsig(pdf)).toContain("Signature is Valid");
    expect(await pdfText(pdf)).toContain(letter?.noSurat ?? "no number");
    expect(await pdfText(pdf)).not.toContain(renders[0]?.nomor ?? "no number");
  });
});

describe("setuju", () => {
  it("numbers, signs and delivers the letter in one act", async () => {
    const id = await atSigner(toOutsider("digital", "warga@contoh.example"));
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
    const id = await atSigner();
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
    const id = await atSigner();
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
    const id = await atSigner();
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
    const id = await atSigner(toOutsider("basah", "tu@contoh.example"));
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
    const id = await atSigner(toOutsider("eksternal", "tu@contoh.example"));
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
      (
        await t.as("kadis")(
          multipartUpload(bytes, "surat-ttd.pdf", undefined, undefined, "surat-ttd"),
        )
      ).json().data._id as string;
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

import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail } from "../../../db/schema/surat";
import { signedDocument } from "../../../db/schema/tanda-tangan";
import { act, detail, send, typicalLetter } from "../../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../../test/harness";
import { pdfsig, pdfText } from "../../../test/pdf-tools";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** kabid reviews; sekdis and kadis sign together, in that order. */
async function jointLetter() {
  const res = await send(t, await typicalLetter(t, { jumlah_penandatangan: 2 }));
  expect(res.statusCode).toBe(200);
  return res.json().items.id as string;
}

const row = async (id: string) => (await t.db.select().from(mail).where(eq(mail.id, id)))[0];
const signedRow = async (id: string) =>
  (await t.db.select().from(signedDocument).where(eq(signedDocument.mailId, id)))[0];
/** pdfsig's report, one block per signature. */
const signatureBlocks = (report: string) => report.split(/^Signature #\d+:$/m).slice(1);

describe("a letter with two signers", () => {
  it("each signs in turn; the letter goes out after the last, both signatures valid", async () => {
    const id = await jointLetter();
    expect((await act(t, "kabid", id, "lanjutkan")).statusCode).toBe(200);

    // sekdis is the first signer: LANJUTKAN is not theirs, SETUJU signs and passes it on.
    const passOn = await act(t, "sekdis", id, "lanjutkan");
    expect(passOn.statusCode).toBe(422);
    expect(passOn.json().errors.text).toEqual([MAIL_MESSAGES.signerSetuju]);
    expect((await act(t, "sekdis", id, "setuju")).statusCode).toBe(200);
    const halfway = await row(id);
    expect(halfway).toMatchObject({ statusSurat: "pemeriksa", orderNow: 3 });
    expect(halfway?.noSurat).toBeTruthy();
    expect(halfway?.signedDocumentId).toBeTruthy();
    const forKadis = (await detail(t, "kadis", id)).json().items;
    expect(forKadis).toMatchObject({ jumlah_penandatangan: 2, ditandatangani: 1 });
    expect(forKadis.can.edit).toBe(false);
    // Not delivered yet: the addressee does not see it.
    expect((await detail(t, "kadisdik", id)).statusCode).toBe(404);

    // What the second signer reads is the document the first one signed.
    const before = (await t.as("kadis")({ method: "GET", url: `/egs/mail/${id}/pdf` })).rawPayload;
    expect(signatureBlocks(await pdfsig(before))).toHaveLength(1);
    // Signed content is fixed: the second signer cannot send it back, only sign or cancel.
    const back = await act(t, "kadis", id, "perbaikan", { keterangan: "Ubah" });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.text).toEqual([MAIL_MESSAGES.signedNoRevision]);
    // A wrong passphrase changes nothing.
    const firstFile = (await signedRow(id))?.sha256;
    expect((await act(t, "kadis", id, "setuju", { passphrase: "salah-sekali" })).statusCode).toBe(
      422,
    );
    expect((await signedRow(id))?.sha256).toBe(firstFile);

    const sent = await act(t, "kadis", id, "setuju");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().items).toMatchObject({
      status_surat: "terkirim",
      no_surat: halfway?.noSurat,
    });
    expect((await detail(t, "kadisdik", id)).statusCode).toBe(200);

    const pdf = (await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${id}/pdf` })).rawPayload;
    const blocks = signatureBlocks(await pdfsig(pdf));
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).toContain("Signature is Valid");
    expect(blocks[1]).toContain("Total document signed");
    // Both signature blocks are printed, side by side, from the first signature on.
    const text = await pdfText(pdf);
    const { sekdis, kadis } = await namesOf(["sekdis", "kadis"]);
    expect(text).toContain(sekdis);
    expect(text).toContain(kadis);
    expect(text.match(/Ditandatangani secara elektronik oleh:/g)).toHaveLength(2);

    const verified = (
      await t.app.inject({ method: "GET", url: `/egs/public/verify/${halfway?.signedDocumentId}` })
    ).json().items;
    expect(verified.signature).toMatchObject({
      valid: true,
      unchanged: true,
      matches_document: true,
    });
    expect(verified.signature.tanda_tangan.map((s: { nama: string }) => s.nama)).toEqual([
      sekdis,
      kadis,
    ]);
    expect(verified.signature.tanda_tangan.every((s: { sah: boolean }) => s.sah)).toBe(true);
  });

  it("refuses more signers than reviewers, and several signers outside digital signing", async () => {
    const tooMany = await send(t, await typicalLetter(t, { jumlah_penandatangan: 4 }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.jumlah_penandatangan).toEqual([
      MAIL_MESSAGES.signersAboveReviewers,
    ]);
    const base = await typicalLetter(t, { jumlah_penandatangan: 2 });
    const wet = await send(t, {
      ...base,
      penerima: { ...base.penerima, type_tanda_tangan: "basah" },
    });
    expect(wet.statusCode).toBe(422);
    expect(wet.json().errors.jumlah_penandatangan).toEqual([MAIL_MESSAGES.signersDigitalOnly]);
    const onBehalf = await send(t, {
      ...(await typicalLetter(t, { jumlah_penandatangan: 2 })),
      cara_tanda_tangan: "an",
    });
    expect(onBehalf.statusCode).toBe(422);
    expect(onBehalf.json().errors.jumlah_penandatangan).toEqual([MAIL_MESSAGES.signersOwnPosition]);
  });
});

async function namesOf(usernames: string[]) {
  const names: Record<string, string> = {};
  for (const username of usernames) {
    const me = await t.as(username)({ method: "GET", url: "/api/egs/user" });
    names[username] = me.json().data.data_pegawai.peg_nama;
  }
  return names;
}

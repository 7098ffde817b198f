import { CARA_TANDA_TANGAN_MESSAGES, signingTitle } from "@lontar/contracts/cara-tanda-tangan";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jabatan, pegawai, pegawaiPlt } from "../../db/schema/org";
import { mail } from "../../db/schema/surat";
import { act, detail, nips, send, typicalLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";
import { pdfsig, pdfText } from "../../test/pdf-tools";
import { signingLines } from "./cara-tanda-tangan.rules";

describe("the lines above the signer's name", () => {
  const head = { id: 1, name: "Kepala Dinas", parentId: null };
  const sekretaris = { id: 2, name: "Sekretaris", parentId: 1 };
  const kasubag = { id: 3, name: "Kepala Subbagian Umum", parentId: 2 };
  const lines = (
    mode: Parameters<typeof signingLines>[0],
    chain = [sekretaris, head],
    acting: string[] = [],
  ) => signingLines(mode, { chain, acting });

  it("a.n. for the head's direct subordinate, u.b. one level further", () => {
    expect(lines("an")).toEqual({ ok: true, lines: ["a.n. Kepala Dinas,", "Sekretaris,"] });
    expect(lines("ub", [kasubag, sekretaris, head])).toEqual({
      ok: true,
      lines: ["a.n. Kepala Dinas,", "Sekretaris,", "u.b.", "Kepala Subbagian Umum,"],
    });
    expect(
      signingTitle(["a.n. Kepala Dinas,", "Sekretaris,", "u.b.", "Kepala Subbagian Umum,"]),
    ).toBe("a.n. Kepala Dinas, Sekretaris, u.b. Kepala Subbagian Umum");
  });

  it("refuses a.n. to the head and to those further down, u.b. to all but two levels down", () => {
    expect(lines("an", [head])).toEqual({ ok: false, message: CARA_TANDA_TANGAN_MESSAGES.an });
    expect(lines("an", [kasubag, sekretaris, head])).toEqual({
      ok: false,
      message: CARA_TANDA_TANGAN_MESSAGES.an,
    });
    expect(lines("ub")).toEqual({ ok: false, message: CARA_TANDA_TANGAN_MESSAGES.ub });
  });

  it("Plt. and Plh. only in a position the signer acts in", () => {
    expect(lines("plt", [sekretaris, head], ["Kepala Dinas"])).toEqual({
      ok: true,
      lines: ["Plt. Kepala Dinas,"],
    });
    expect(lines("plh", [sekretaris, head], ["Kepala Dinas"]).ok).toBe(true);
    expect(lines("plt")).toEqual({ ok: false, message: CARA_TANDA_TANGAN_MESSAGES.acting });
    expect(lines("langsung")).toEqual({ ok: true, lines: ["Sekretaris,"] });
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const positionOf = async (username: string) => {
  const nip = (await nips(t.db, [username]))(username);
  const [row] = await t.db
    .select({ id: pegawai.id, jabatanId: jabatan.id, name: jabatan.name })
    .from(pegawai)
    .innerJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(eq(pegawai.nip, nip));
  if (!row) throw new Error(`no position for ${username}`);
  return row;
};

const words = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, " ");

const letterSignedBy = (reviewers: string[], mode: string) =>
  typicalLetter(t, { cara_tanda_tangan: mode as never }, reviewers);

describe("signing on behalf (tata naskah dinas)", () => {
  it("kadis approves, sekdis signs a.n. Kepala Dinas: the PDF, the detail and the verification say so", async () => {
    const kadis = await positionOf("kadis");
    const sekdis = await positionOf("sekdis");
    const sent = await send(t, await letterSignedBy(["kadis", "sekdis"], "an"));
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().items.id as string;
    expect((await act(t, "kadis", id, "lanjutkan")).statusCode).toBe(200);
    expect((await act(t, "sekdis", id, "setuju")).statusCode).toBe(200);

    const pdf = (await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${id}/pdf` })).rawPayload;
    expect(await pdfsig(pdf)).toContain("Signature is Valid");
    // The block wraps its long lines: compare the words in order.
    expect(await words(pdf)).toContain(`a.n. ${kadis.name}, ${sekdis.name}, Ditandatangani`);

    const title = `a.n. ${kadis.name}, ${sekdis.name}`;
    const shown = (await detail(t, "kadisdik", id)).json().items;
    expect(shown.cara_tanda_tangan).toBe("an");
    expect(shown.penandatangan.sebagai).toBe(title);
    const [row] = await t.db.select().from(mail).where(eq(mail.id, id));
    const verified = await t.app.inject({
      method: "GET",
      url: `/egs/public/verify/${row?.signedDocumentId}`,
    });
    expect(JSON.stringify(verified.json())).toContain(title);
    const log = (await t.as("admin")({ method: "GET", url: "/egs/esign-activity" })).json().items;
    expect(log[0].sebagai).toBe(title);
  });

  it("refuses a.n. to a signer not directly under the head, naming the field, and stores nothing", async () => {
    const body = await letterSignedBy(["kabid", "staf"], "an");
    const res = await send(t, body, "sekdis");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cara_tanda_tangan).toEqual([CARA_TANDA_TANGAN_MESSAGES.an]);
    expect(
      await t.db
        .select()
        .from(mail)
        .where(eq(mail.id, body.initId as string)),
    ).toHaveLength(0);
  });

  it("u.b. for two levels down; offered to the signer by the form's list", async () => {
    const kadis = await positionOf("kadis");
    const kabid = await positionOf("kabid");
    const staf = await positionOf("staf");
    const nip = (await nips(t.db, ["staf"]))("staf");
    const options = (
      await t.as("kabid")({ method: "GET", url: `/egs/list/cara-tanda-tangan?nip=${nip}` })
    ).json().items as { value: string; baris: string[] }[];
    expect(options.map((o) => o.value)).toEqual(["langsung", "ub"]);
    expect(options[1]?.baris).toEqual([
      `a.n. ${kadis.name},`,
      `${kabid.name},`,
      "u.b.",
      `${staf.name},`,
    ]);
    const res = await send(t, await letterSignedBy(["kabid", "staf"], "ub"), "sekdis");
    expect(res.statusCode, res.body).toBe(200);
  });

  it("Plt. from the PLT records, checked again when the signer signs", async () => {
    const kabid = await positionOf("kabid");
    const sekdis = await positionOf("sekdis");
    const refused = await send(t, await letterSignedBy(["kabid"], "plt"));
    expect(refused.json().errors.cara_tanda_tangan).toEqual([CARA_TANDA_TANGAN_MESSAGES.acting]);

    const [record] = await t.db
      .insert(pegawaiPlt)
      .values({ pegawaiId: kabid.id, jabatanId: sekdis.jabatanId })
      .returning();
    const sent = await send(t, await letterSignedBy(["kabid"], "plt"));
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().items.id as string;
    // The acting ends before kabid signs: the signature is refused and nothing is sent.
    await t.db
      .update(pegawaiPlt)
      .set({ selesai: "2026-01-01" })
      .where(eq(pegawaiPlt.id, record?.id as number));
    const late = await act(t, "kabid", id, "setuju");
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.cara_tanda_tangan).toEqual([CARA_TANDA_TANGAN_MESSAGES.acting]);
    const [row] = await t.db.select().from(mail).where(eq(mail.id, id));
    expect(row).toMatchObject({ statusSurat: "pemeriksa", noSurat: null, signedDocumentId: null });

    await t.db
      .update(pegawaiPlt)
      .set({ selesai: null })
      .where(eq(pegawaiPlt.id, record?.id as number));
    expect((await act(t, "kabid", id, "setuju")).statusCode).toBe(200);
    const pdf = (await t.as("kabid")({ method: "GET", url: `/egs/mail/${id}/pdf` })).rawPayload;
    expect(await words(pdf)).toContain(`Plt. ${sekdis.name}, Ditandatangani`);
  });
});

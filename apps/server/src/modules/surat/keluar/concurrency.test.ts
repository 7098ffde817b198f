import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/rows";
import { act, send, sentLetter, typicalLetter } from "../../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../../test/harness";
import { findMail } from "../surat.repository";

/** The two answers a review action that lost the race may get, depending on when it looked. */
const LOST = [MAIL_MESSAGES.notYourTurn, "Surat sudah diproses, muat ulang halaman"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** How many rows of each kind one letter's life wrote, by table and kind. */
async function footprint(id: string) {
  const result = await t.db.execute(sql`
    select 'note:' || action as k, count(*)::int as n from mail_note where mail_id = ${id} group by 1
    union all select 'recipient:' || role, count(*)::int from mail_recipient where mail_id = ${id} group by 1
    union all select 'notification:' || type, count(*)::int from notification where mail_id = ${id} group by 1
    union all select 'signed', count(*)::int from signed_document where mail_id = ${id}
    union all select 'esign:' || status, count(*)::int from esign_log where mail_id = ${id} group by 1
    union all select 'email', count(*)::int from outbox_email where mail_id = ${id}
    order by 1`);
  return Object.fromEntries(rowsOf<{ k: string; n: number }>(result).map((r) => [r.k, r.n]));
}

const counterOf = async (satuanKerjaId: number, tahun: number) =>
  rowsOf<{ last: number }>(
    await t.db.execute(
      sql`select last from nomor_counter where satuan_kerja_id = ${satuanKerjaId} and tahun = ${tahun}`,
    ),
  )[0]?.last ?? 0;

const storedFiles = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from stored_file`))[0]
    ?.n ?? 0;

/** Two identical requests at once: exactly one wins; the other is a clean refusal. */
function oneWins(results: { statusCode: number; json(): { diagnostic?: { message: string } } }[]) {
  const codes = results.map((r) => r.statusCode).sort();
  expect(codes[0]).toBe(200);
  expect([403, 409]).toContain(codes[1]);
  const loser = results.find((r) => r.statusCode !== 200);
  expect(LOST).toContain(loser?.json().diagnostic?.message);
}

describe("the same review action submitted twice at once is applied once", () => {
  it("SETUJU by the signer: one number, one signed PDF, one set of recipients and notifications", async () => {
    // The same letter approved once, alone: what applying it once writes.
    const single = (await send(t, await typicalLetter(t, {}, ["kadis"]))).json().items.id as string;
    expect((await act(t, "kadis", single, "setuju")).statusCode).toBe(200);
    const once = await footprint(single);

    const id = (await send(t, await typicalLetter(t, {}, ["kadis"]))).json().items.id as string;
    const letter = await findMail(t.db, id);
    const year = (await findMail(t.db, single))?.tahun as number;
    const counter = await counterOf(letter?.satuanKerjaId as number, year);
    const files = await storedFiles();

    oneWins(await Promise.all([act(t, "kadis", id, "setuju"), act(t, "kadis", id, "setuju")]));

    const sent = await findMail(t.db, id);
    expect(sent?.statusSurat).toBe("terkirim");
    expect(sent?.nomorUrut).toBe(counter + 1);
    expect(await counterOf(sent?.satuanKerjaId as number, year)).toBe(counter + 1);
    expect(await storedFiles()).toBe(files + 1);
    expect(await footprint(id)).toEqual(once);
    expect(once).toMatchObject({ signed: 1, "note:setuju": 1, "recipient:penerima": 1 });
  });

  it("LANJUTKAN by a reviewer: the letter moves one step, one note, one notification", async () => {
    const id = await sentLetter(t);
    const before = await footprint(id);
    oneWins(
      await Promise.all([act(t, "kabid", id, "lanjutkan"), act(t, "kabid", id, "lanjutkan")]),
    );
    const letter = await findMail(t.db, id);
    expect(letter?.orderNow).toBe(2);
    const after = await footprint(id);
    expect(after["note:lanjutkan"]).toBe(1);
    expect(after["notification:pemeriksaan"]).toBe((before["notification:pemeriksaan"] ?? 0) + 1);
  });
});

import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { mail } from "../../db/schema/surat";
import { mailRecipient } from "../../db/schema/surat-penerima";
import { signedDocument } from "../../db/schema/tanda-tangan";
import { act } from "../../test/factories/surat-keluar";
import { insertLetter } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import type { MailRow } from "./surat.repository";

/**
 * Approvals render and sign a PDF each, so the suite approves 50 letters; set
 * LONTAR_APPROVALS=200 to run the full load (about four times as long).
 */
const LETTERS = Number(process.env.LONTAR_APPROVALS ?? 50);
const AT_ONCE = 20;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs `task` over `items`, at most `limit` at a time. */
async function bounded<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

describe(`${LETTERS} approvals at once in one work unit`, () => {
  it("give distinct, gap-free running numbers, each letter signed and delivered once", async () => {
    const letters: MailRow[] = [];
    for (let i = 0; i < LETTERS; i++)
      letters.push(
        await insertLetter(t.db, {
          author: "staf",
          reviewers: ["kadis"],
          penerima: ["kadisdik"],
          values: { perihal: `Surat beban ${i + 1}` },
        }),
      );
    const ids = letters.map((l) => l.id);
    const counter = async () =>
      rowsOf<{ last: number }>(
        await t.db.execute(
          sql`select coalesce(max(last), 0)::int as last from nomor_counter where satuan_kerja_id = ${letters[0]?.satuanKerjaId}`,
        ),
      )[0]?.last ?? 0;
    const before = await counter();

    const started = performance.now();
    const results = await bounded(ids, AT_ONCE, (id) => act(t, "kadis", id, "setuju"));
    const seconds = (performance.now() - started) / 1000;
    console.info(`${LETTERS} approvals, ${AT_ONCE} at a time: ${seconds.toFixed(1)} s`);

    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const rows = await t.db.select().from(mail).where(inArray(mail.id, ids));
    const numbers = rows.map((r) => r.nomorUrut as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: LETTERS }, (_, i) => before + 1 + i));
    expect(new Set(rows.map((r) => r.noSurat)).size).toBe(LETTERS);
    expect(await counter()).toBe(before + LETTERS);
    expect(rows.every((r) => r.statusSurat === "terkirim" && r.signedDocumentId)).toBe(true);
    const signed = await t.db
      .select({ id: signedDocument.id })
      .from(signedDocument)
      .where(inArray(signedDocument.mailId, ids));
    expect(signed).toHaveLength(LETTERS);
    const recipients = await t.db
      .select({ id: mailRecipient.id })
      .from(mailRecipient)
      .where(inArray(mailRecipient.mailId, ids));
    expect(recipients).toHaveLength(LETTERS);
  }, 600_000);
});

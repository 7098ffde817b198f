import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/rows";
import { disposeTo, registeredLetter } from "../../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Dispositions, their targets' rows and notifications of one letter. */
async function footprint(id: string) {
  const result = await t.db.execute(sql`
    select 'disposition' as k, count(*)::int as n from mail_disposition where mail_id = ${id}
    union all select 'recipient:' || role, count(*)::int from mail_recipient where mail_id = ${id} group by 1
    union all select 'notification:' || type, count(*)::int from notification where mail_id = ${id} group by 1
    order by 1`);
  return Object.fromEntries(rowsOf<{ k: string; n: number }>(result).map((r) => [r.k, r.n]));
}

const disposisi = {
  is_disposisi: true,
  text: ["Hadiri"],
  keterangan: "Mohon diwakili",
  is_private: false,
};
const teruskan = {
  is_disposisi: false,
  text: [],
  keterangan: "Untuk diketahui",
  is_private: false,
};

describe("the same disposition submitted twice at once is applied once", () => {
  it("Disposisi: one disposition, one row and one notification for the target; the other 409", async () => {
    const { id } = await registeredLetter(t);
    const results = await Promise.all([
      disposeTo(t, "kadis", id, ["kabid"], disposisi),
      disposeTo(t, "kadis", id, ["kabid"], disposisi),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().diagnostic.message).toBe(INCOMING_MESSAGES.alreadyDisposed);
    expect(await footprint(id)).toMatchObject({
      disposition: 1,
      "recipient:disposisi": 1,
      "notification:disposisi": 1,
    });
    // A different instruction to the same person is a new disposition, not a repeat.
    const again = await disposeTo(t, "kadis", id, ["kabid"], { ...disposisi, text: ["Laporkan"] });
    expect(again.statusCode).toBe(200);
  });

  it("Teruskan: forwarded once; the other answers 'Surat ini sudah anda teruskan'", async () => {
    const { id } = await registeredLetter(t);
    const results = await Promise.all([
      disposeTo(t, "kadis", id, ["kabid"], teruskan),
      disposeTo(t, "kadis", id, ["kabid"], teruskan),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const loser = results.find((r) => r.statusCode !== 200);
    expect([INCOMING_MESSAGES.alreadyForwarded, INCOMING_MESSAGES.alreadyDisposed]).toContain(
      loser?.json().diagnostic.message,
    );
    expect(await footprint(id)).toMatchObject({
      disposition: 1,
      "recipient:teruskan": 1,
      "notification:teruskan": 1,
    });
  });
});

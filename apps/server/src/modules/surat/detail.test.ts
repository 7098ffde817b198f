import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedLetter } from "../../test/factories/dashboard";
import { detail } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";
import { statementsOf as sentBy } from "../../test/statements";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The SQL statements `task` sends, as their first words. */
const statementsOf = (task: () => Promise<unknown>) => sentBy(t.db, task);

describe("a letter's detail", () => {
  it("reads the letter and everyone it names once each, and writes only on the first opening", async () => {
    const id = await approvedLetter(t, "Rapat anggaran perubahan");
    const first = await statementsOf(async () =>
      expect((await detail(t, "kadisdik", id)).statusCode).toBe(200),
    );
    // The recipient's row is marked read, once.
    expect(first.filter((s) => /^update "mail_recipient"/.test(s))).toHaveLength(1);

    const again = await statementsOf(async () => {
      const res = await detail(t, "kadisdik", id);
      expect(res.statusCode).toBe(200);
      // Reviewers, addressees, copies and sender all still named.
      const body = res.json().items;
      expect(body.pemeriksa.user).toHaveLength(3);
      expect(body.penerima.user).toHaveLength(1);
      expect(body.tembusan.user).toHaveLength(1);
      expect(body.pengirim.user).not.toBeNull();
    });
    expect(again.filter((s) => /^\s*(update|insert|delete)\b/i.test(s))).toEqual([]);
    // One read of the people (the picker entries), not one per group of them.
    expect(again.filter((s) => s.includes("entry.is_plt"))).toHaveLength(1);
    // The letter is read under its visibility condition in one statement (it took two).
    expect(again.filter((s) => s.includes("select 1 as ok from mail"))).toEqual([]);
    // The session check, and the letter under its visibility condition with everything else
    // the detail shows in one statement (a request that sent 19, then 14, then 3).
    expect(again.length).toBeLessThanOrEqual(2);
    expect(again.filter((s) => /from "mail" "m"/.test(s))).toHaveLength(1);
    // The signed document is read once (it was read twice: for the detail and for its link).
    expect(again.filter((s) => /from "signed_document"/.test(s)).length).toBeLessThanOrEqual(1);
  });
});

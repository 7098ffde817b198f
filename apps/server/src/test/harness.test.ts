import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audienceOf } from "../plugins/data-version";
import { sentLetter } from "./factories/surat-keluar";
import { createTestApp, type TestApp, untilListening } from "./harness";

/** kabid of the demo organisation, the first reviewer of staf's typical letter. */
const kabid = { userId: 2, pegawaiId: 12, satuanKerjaId: 1, userLevel: 9 };

describe("the test harness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await untilListening(t);
  });
  afterAll(() => t.close());

  it("answers a request once its app has heard the notices of what it wrote", async () => {
    // staf's sending concerns kabid, whose lists move only when the notice is heard: on
    // PostgreSQL after the answer has left. A test reading kabid's list next must see it.
    const versions = t.app.dataVersion;
    // The loaded machine where the race was seen: every notice heard 100 ms late, in order.
    const heard = versions.changed.bind(versions);
    versions.changed = (payload) => {
      setTimeout(() => heard(payload), 100);
    };
    const before = versions.listsOf(audienceOf(kabid));
    await sentLetter(t);
    expect(versions.listsOf(audienceOf(kabid))).toBeGreaterThan(before);
  });
});

import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nips } from "../../../test/factories/surat-keluar";
import { disposeTo, registeredLetter } from "../../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Entry = { peg_nip: string };

/** The NIPs a picker list shows the user, in its order (one page holds the demo unit). */
const listed = async (username: string, list: string): Promise<string[]> => {
  const res = await t.as(username)({ method: "GET", url: `${list}?per_page=100` });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((e: Entry) => e.peg_nip);
};

const open = { is_disposisi: true, text: ["Untuk ditindaklanjuti"], keterangan: "" };

describe("whom a disposition may go to", () => {
  it("the disposition picker lists the positions below the user, highest first, never the user", async () => {
    const nip = await nips(t.db, ["kadis", "sekdis", "kabid", "staf"]);
    const [kadis, sekdis, kabid, staf] = [nip("kadis"), nip("sekdis"), nip("kabid"), nip("staf")];
    const ofKadis = await listed("kadis", "/api/egs/list/tujuan-disposisi");
    expect(ofKadis).not.toContain(kadis);
    expect(ofKadis).toEqual(expect.arrayContaining([sekdis, kabid, staf]));
    // Position hierarchy: the secretary and the heads of division come before their staff.
    expect(ofKadis.indexOf(sekdis)).toBeLessThan(ofKadis.indexOf(staf));
    expect(ofKadis.indexOf(kabid)).toBeLessThan(ofKadis.indexOf(staf));

    const ofKabid = await listed("kabid", "/api/egs/list/tujuan-disposisi");
    expect(ofKabid).toContain(staf);
    for (const above of [kabid, kadis, sekdis]) expect(ofKabid).not.toContain(above);
  });

  it("the forward picker lists the user's work unit in hierarchy order, without the user", async () => {
    const nip = await nips(t.db, ["kadis", "sekdis", "kabid", "staf"]);
    const listedNips = await listed("kabid", "/api/egs/list/tujuan-teruskan");
    expect(listedNips).not.toContain(nip("kabid"));
    expect(listedNips).toEqual(expect.arrayContaining([nip("kadis"), nip("sekdis"), nip("staf")]));
    expect(listedNips.indexOf(nip("kadis"))).toBe(0);
  });

  it("the server refuses a disposition up or across the tree; a forward may go there", async () => {
    const { id } = await registeredLetter(t);
    expect((await disposeTo(t, "kadis", id, ["kabid"], open)).statusCode).toBe(200);
    const across = await disposeTo(t, "kabid", id, ["sekdis"], open);
    expect(across.statusCode).toBe(422);
    expect(across.json().errors.user).toEqual([INCOMING_MESSAGES.notSubordinate]);
    const up = await disposeTo(t, "kabid", id, ["kadis"], open);
    expect(up.statusCode).toBe(422);
    expect((await disposeTo(t, "kabid", id, ["staf"], open)).statusCode).toBe(200);
    const forward = await disposeTo(t, "kabid", id, ["sekdis"], {
      is_disposisi: false,
      text: [],
      keterangan: "",
    });
    expect(forward.statusCode).toBe(200);
  });
});

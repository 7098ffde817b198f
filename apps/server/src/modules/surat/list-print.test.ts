import { DATE_RANGE_MESSAGES } from "@lontar/contracts/date-range";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryString, setReceivedAt } from "../../test/factories/bank";
import { registeredLetter } from "../../test/factories/surat-masuk";
import {
  asAuthUser,
  demoPegawai,
  insertLetter,
  nameAndPositionOf,
} from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { workflowPrintView } from "./list-print";

/** 130 letters under review and 3 sent, all written by staf in March 2021; one in April. */
const MARCH = { start_date: "2021-03-01", end_date: "2021-03-31" };
const REVIEWED = 130;
const SENT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const add = (at: string, perihal: string, status: "pemeriksa" | "terkirim") =>
    insertLetter(t.db, {
      author: "staf",
      reviewers: ["kabid"],
      penerima: ["kadisdik"],
      status,
      values: { createdAt: new Date(at), perihal },
    });
  for (let i = 0; i < REVIEWED; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    await add(`2021-03-${day}T0${i % 10}:00:00Z`, `Laporan Bulanan ${i}`, "pemeriksa");
  }
  for (let i = 0; i < SENT; i++) {
    const sent = await add(`2021-03-2${i}T03:00:00Z`, `Undangan Rapat ${i}`, "terkirim");
    await setReceivedAt(t.db, sent.id, new Date(`2021-03-2${i}T04:00:00Z`));
  }
  await add("2021-04-02T03:00:00Z", "Laporan April", "pemeriksa");
}, 120_000);
afterAll(() => t.close());

const get = (username: string, url: string, query: Record<string, string | undefined> = {}) =>
  t.as(username)({ method: "GET", url: `${url}${queryString(query)}` });

type Row = { id: string; hal: string };
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe("the print data of the workflow lists", () => {
  it("holds every row of the filter, past the 100 a list page may hold", async () => {
    const res = await get("staf", "/egs/telusuri/mail/export", MARCH);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toMatchObject({
      title: "Telusuri Surat",
      instansi: "Dinas Komunikasi dan Informatika",
      pencetak: (await nameAndPositionOf(t.db, "staf")).nama,
      filter: "Periode 01/03/2021 s.d. 31/03/2021",
    });
    expect(items.tanggal).toMatch(/^\p{L}+, \d{1,2} \p{L}+ \d{4}$/u);
    expect(items.dicetak).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB$/);
    expect(items.datas).toHaveLength(REVIEWED + SENT);
    expect(items.datas.some((r: Row) => r.hal === "Laporan April")).toBe(false);

    // The same rows, in the same order, as the screen pages through them.
    const page = async (n: number) =>
      (
        await get("staf", "/egs/telusuri/mail", { ...MARCH, page: String(n), per_page: "100" })
      ).json().items as Row[];
    expect(ids(items.datas)).toEqual(ids([...(await page(1)), ...(await page(2))]));
    const tooMany = await get("staf", "/egs/telusuri/mail", { ...MARCH, per_page: "500" });
    expect(tooMany.statusCode).toBe(422);
  });

  it("reads the list batch by batch and keeps each letter once", async () => {
    const staf = (await demoPegawai(t.db, ["staf"])).get("staf");
    if (!staf) throw new Error("no staf");
    const whole = await workflowPrintView(t.db, asAuthUser(staf), "telusuri/mail", MARCH);
    const batched = await workflowPrintView(t.db, asAuthUser(staf), "telusuri/mail", MARCH, {
      batch: 17,
    });
    expect(batched.datas).toHaveLength(REVIEWED + SENT);
    expect(ids(batched.datas)).toEqual(ids(whole.datas));
  });

  it("prints the filter of the screen: search and status list", async () => {
    const res = await get("staf", "/egs/terkirim/mail/export", { ...MARCH, q: "undangan" });
    const { items } = res.json();
    expect(items.title).toBe("Surat Keluar Terkirim");
    expect(items.filter).toBe('Periode 01/03/2021 s.d. 31/03/2021 · Pencarian: "undangan"');
    expect(items.datas.map((r: Row) => r.hal).sort()).toEqual([
      "Undangan Rapat 0",
      "Undangan Rapat 1",
      "Undangan Rapat 2",
    ]);
  });

  it("prints only the user's own list", async () => {
    const res = await get("kadisdik", "/egs/telusuri/mail/export", MARCH);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.datas).toEqual([]);
  });

  it("prints an inbox tab with how each letter came", async () => {
    const res = await get("kadisdik", "/egs/mail/export", MARCH);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.title).toBe("Surat Masuk");
    expect(items.datas).toHaveLength(SENT);
    expect(items.datas[0]).toMatchObject({ hal: "Undangan Rapat 2", role: "penerima" });
  });

  it("prints the secretariat's Terkirim for the secretariat only", async () => {
    const registered = await registeredLetter(t);
    expect((await get("staf", "/egs/terkirim/mail-sekretariat/export")).statusCode).toBe(403);
    const res = await get("sekretariat", "/egs/terkirim/mail-sekretariat/export");
    expect(res.statusCode).toBe(200);
    expect(res.json().items.title).toBe("Surat Masuk Terkirim");
    expect(ids(res.json().items.datas)).toContain(registered.id);
  });
});

describe("a range whose Dari is after Hingga", () => {
  const reversed = { start_date: "2021-03-31", end_date: "2021-03-01" };
  it.each([
    ["staf", "/egs/konsep/mail"],
    ["staf", "/egs/telusuri/mail/export"],
    ["kadisdik", "/egs/mail"],
    ["sekretariat", "/egs/master/bank-mail-keluar"],
    ["sekretariat", "/egs/master/bank-mail-keluar/export"],
  ])("is refused with 422 in Indonesian (%s %s)", async (username, url) => {
    const res = await get(username, url, reversed);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ start_date: [DATE_RANGE_MESSAGES.order] });
  });

  it("one day for both ends is a range", async () => {
    const day = { start_date: "2021-03-20", end_date: "2021-03-20" };
    expect((await get("staf", "/egs/konsep/mail", day)).statusCode).toBe(200);
  });
});

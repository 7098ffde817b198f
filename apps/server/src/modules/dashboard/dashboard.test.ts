import type { ActivityItem, DashboardCounts } from "@lontar/contracts/dashboard";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/auth";
import { pegawai } from "../../db/schema/org";
import { mailNote } from "../../db/schema/surat";
import { todayInJakarta } from "../../lib/jakarta-day";
import { get, seedCorrespondence } from "../../test/factories/dashboard";
import { createTestApp, type TestApp } from "../../test/harness";
import { dateRange } from "./dashboard.rules";

let t: TestApp;
let letters: Awaited<ReturnType<typeof seedCorrespondence>>;
beforeAll(async () => {
  t = await createTestApp();
  letters = await seedCorrespondence(t);
});
afterAll(() => t.close());

type Item = { id: string; is_read: boolean; role?: string };
type Page = { items: Item[]; meta: { total: number } };

const counts = async (username: string, query = "") =>
  (await get<{ items: DashboardCounts }>(t, username, `/egs/dashboard/count${query}`)).items;

const list = (username: string, path: string, query = "") =>
  get<Page>(t, username, `${path}?per_page=100${query ? `&${query}` : ""}`);

const readOf = (items: Item[]) => items.filter((i) => i.is_read).length;

async function nameOf(username: string) {
  const [row] = await t.db
    .select({ nama: pegawai.name })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.nama;
}

/** What the user's lists show for the range, in the dashboard's shape. */
async function fromLists(username: string, range = "") {
  const [internal, sekretariat, persetujuan, konsep] = await Promise.all([
    list(username, "/egs/mail", range),
    list(username, "/egs/mail-sekretariat", range),
    list(username, "/egs/persetujuan/mail", range),
    list(username, "/egs/konsep/mail", range),
  ]);
  const inbox = [...internal.items, ...sekretariat.items];
  const byRole = (role: string) => {
    const items = inbox.filter((i) => i.role === role);
    return { total: items.length, read: readOf(items), havent_read: items.length - readOf(items) };
  };
  const of = (page: Page) => ({
    total: page.meta.total,
    read: readOf(page.items),
    havent_read: page.meta.total - readOf(page.items),
  });
  return {
    count_internal: of(internal),
    count_sekretariat: of(sekretariat),
    count_persetujuan: of(persetujuan),
    count_draft: of(konsep),
    count_disposisi: byRole("disposisi"),
    count_teruskan: byRole("teruskan"),
  };
}

const PEOPLE = ["staf", "kabid", "sekdis", "kadis", "kadisdik", "sekretariat"];

describe("GET egs/dashboard/count", () => {
  it("refuses anonymous callers and malformed dates", async () => {
    expect((await t.app.inject({ method: "GET", url: "/egs/dashboard/count" })).statusCode).toBe(
      401,
    );
    const bad = await t.as("kadis")({
      method: "GET",
      url: "/egs/dashboard/count?start_date=22-11-2026",
    });
    expect(bad.statusCode).toBe(422);
  });

  it.each(PEOPLE)("equals the totals of %s's own lists for the same range", async (username) => {
    expect(await counts(username)).toEqual(await fromLists(username));
  });

  it("counts something real for each card (the equalities are not 0 = 0)", async () => {
    expect((await counts("kadisdik")).count_internal.total).toBe(1);
    expect((await counts("kadis")).count_sekretariat).toEqual({
      total: 2,
      read: 0,
      havent_read: 2,
    });
    expect((await counts("kabid")).count_persetujuan.total).toBe(1);
    expect((await counts("staf")).count_draft).toEqual({ total: 1, read: 1, havent_read: 0 });
    expect((await counts("kabid")).count_disposisi.total).toBe(1);
    expect((await counts("sekdis")).count_teruskan.total).toBe(1);
  });

  it("defaults to one month ago until today, and follows an explicit range like the lists", async () => {
    const { startDate, endDate } = dateRange({});
    expect(endDate).toBe(todayInJakarta());
    const explicit = `start_date=${startDate}&end_date=${endDate}`;
    expect(await counts("kadis", `?${explicit}`)).toEqual(await counts("kadis"));
    const future = "start_date=2099-01-01&end_date=2099-01-31";
    const none = await counts("kadis", `?${future}`);
    expect(none).toEqual(await fromLists("kadis", future));
    expect(none.count_sekretariat.total).toBe(0);
  });

  it("moves a letter from Belum dibaca to Sudah dibaca when it is opened", async () => {
    const before = await counts("kadis");
    await get(t, "kadis", `/egs/mail-sekretariat/${letters.unread}`);
    const after = await counts("kadis");
    expect(after.count_sekretariat).toEqual({
      total: before.count_sekretariat.total,
      read: before.count_sekretariat.read + 1,
      havent_read: before.count_sekretariat.havent_read - 1,
    });
    expect(after).toEqual(await fromLists("kadis"));

    expect((await counts("kabid")).count_persetujuan).toEqual({
      total: 1,
      read: 0,
      havent_read: 1,
    });
    await get(t, "kabid", `/egs/mail/${letters.pending}`);
    expect((await counts("kabid")).count_persetujuan).toEqual({
      total: 1,
      read: 1,
      havent_read: 0,
    });

    expect((await counts("kabid")).count_disposisi.havent_read).toBe(1);
    await get(t, "kabid", `/egs/mail-sekretariat/${letters.disposed}`);
    expect((await counts("kabid")).count_disposisi).toEqual({ total: 1, read: 1, havent_read: 0 });
    expect(await counts("kabid")).toEqual(await fromLists("kabid"));
  });

  it("no longer counts a letter the user removed from the list", async () => {
    const before = await counts("sekdis");
    await get(t, "sekdis", `/egs/mail/${letters.approved}/delete`);
    const after = await counts("sekdis");
    expect(after.count_internal.total).toBe(before.count_internal.total - 1);
    expect(after).toEqual(await fromLists("sekdis"));
  });
});

describe("GET egs/activity", () => {
  const feed = async (username: string) =>
    (await get<{ items: ActivityItem[] }>(t, username, "/egs/activity")).items;

  it("refuses anonymous callers", async () => {
    expect((await t.app.inject({ method: "GET", url: "/egs/activity" })).statusCode).toBe(401);
  });

  it("lists the user's own actions, newest first, naming the letter and the other party", async () => {
    const kadis = await feed("kadis");
    expect(kadis.map((i) => i.title)).toEqual([
      "Teruskan surat",
      "Disposisi surat",
      "Setujui surat",
    ]);
    expect(kadis[0]?.body).toBe(
      `"Permohonan Narasumber Disposisi" kepada ${await nameOf("sekdis")}`,
    );
    expect(kadis[1]?.body).toBe(
      `"Permohonan Narasumber Disposisi" kepada ${await nameOf("kabid")}`,
    );
    expect(kadis[2]?.body).toBe(
      `"Undangan Rapat Koordinasi Dashboard" dari ${await nameOf("staf")}`,
    );
    const times = kadis.map((i) => Date.parse(i.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const staf = await feed("staf");
    expect(staf.map((i) => i.title)).toEqual([
      "Buat konsep surat",
      "Kirim surat untuk diperiksa",
      "Kirim surat untuk diperiksa",
    ]);
    expect(staf[0]?.body).toBe(`"Konsep Nota Dinas" kepada ${await nameOf("kadisdik")}`);
    expect(staf[1]?.body).toContain(`kepada ${await nameOf("kabid")}`);

    const sekretariat = await feed("sekretariat");
    expect(sekretariat.map((i) => i.title)).toEqual(["Catat surat masuk", "Catat surat masuk"]);
    expect(sekretariat[0]?.body).toBe(
      `"Undangan Seminar Belum Dibaca" dari Dinas Pendidikan Provinsi Contoh`,
    );
    expect(await feed("kadisdik")).toEqual([]);
  });

  it("keeps the latest three days that have activity, at most 50 entries a day", async () => {
    const [kabid] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "kabid"));
    const day = 24 * 60 * 60 * 1000;
    // Noon in Jakarta, so an hour of notes never straddles midnight whenever the test runs.
    const noon = Date.parse(`${todayInJakarta()}T12:00:00+07:00`);
    const note = (daysAgo: number, minute: number) => ({
      mailId: letters.approved,
      userId: kabid?.id as number,
      action: "lanjutkan",
      createdAt: new Date(noon - daysAgo * day - minute * 60_000),
    });
    await t.db
      .insert(mailNote)
      .values([...Array.from({ length: 60 }, (_, i) => note(2, i)), note(4, 0), note(9, 0)]);
    const items = await feed("kabid");
    const jakartaDay = (iso: string) => todayInJakarta(new Date(iso));
    const perDay = new Map<string, number>();
    for (const item of items)
      perDay.set(jakartaDay(item.created_at), (perDay.get(jakartaDay(item.created_at)) ?? 0) + 1);
    const today = Date.now();
    expect([...perDay.keys()]).toEqual([
      todayInJakarta(new Date(today)),
      todayInJakarta(new Date(today - 2 * day)),
      todayInJakarta(new Date(today - 4 * day)),
    ]);
    expect(perDay.get(todayInJakarta(new Date(today - 2 * day)))).toBe(50);
    expect(perDay.get(todayInJakarta(new Date(today - 4 * day)))).toBe(1);
  });
});

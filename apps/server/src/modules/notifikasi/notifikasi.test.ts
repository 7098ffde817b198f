import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailRecipient } from "../../db/schema/surat-penerima";
import { todayInJakarta } from "../../lib/jakarta-day";
import { notificationCounts, notificationsOf } from "../../test/factories/notifikasi";
import { act, sentLetter } from "../../test/factories/surat-keluar";
import { disposeTo, registeredLetter } from "../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../test/harness";
import { dayAfter, remindDeadlines } from "./deadline-reminder";

const PEOPLE = ["admin", "sekretariat", "kadis", "sekdis", "kabid", "staf", "kadisdik"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs `step` and answers how many notifications each demo login got from it. */
async function gained(step: () => Promise<unknown>) {
  const before = await notificationCounts(t.db, PEOPLE);
  await step();
  const after = await notificationCounts(t.db, PEOPLE);
  return Object.fromEntries(
    PEOPLE.map((p) => [p, (after[p] ?? 0) - (before[p] ?? 0)]).filter(([, n]) => n !== 0),
  );
}

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r;
};

const counters = async (username: string) =>
  (await t.as(username)({ method: "GET", url: "/egs/notification/count" })).json().items;

describe("each event notifies exactly the people concerned", () => {
  it("outgoing: review, revision back a level and to the author, delivery", async () => {
    let id = "";
    expect(
      await gained(async () => {
        id = await sentLetter(t);
      }),
    ).toEqual({ kabid: 1 });
    const [review] = (await notificationsOf(t.db, "kabid")).slice(-1);
    expect(review).toMatchObject({ kategori: "persetujuan", type: "pemeriksaan", mailId: id });
    expect(review?.perihal).toBe("Undangan Rapat Koordinasi");
    expect(review?.pengirim).toBeTruthy();

    expect(await gained(() => ok(act(t, "kabid", id, "lanjutkan")))).toEqual({ sekdis: 1 });
    expect(await gained(() => ok(act(t, "sekdis", id, "perbaikan")))).toEqual({ kabid: 1 });
    expect((await notificationsOf(t.db, "kabid")).at(-1)).toMatchObject({
      kategori: "persetujuan",
      type: "perbaikan",
    });
    expect(await gained(() => ok(act(t, "kabid", id, "perbaikan")))).toEqual({ staf: 1 });
    expect((await notificationsOf(t.db, "staf")).at(-1)).toMatchObject({
      kategori: "konsep",
      type: "perbaikan",
      mailId: id,
    });
  });

  it("the signer's SETUJU notifies the recipient, the copy holder and the writer, nobody else", async () => {
    const id = await sentLetter(t);
    await ok(act(t, "kabid", id, "lanjutkan"));
    await ok(act(t, "sekdis", id, "lanjutkan"));
    expect(await gained(() => ok(act(t, "kadis", id, "setuju")))).toEqual({
      kadisdik: 1,
      sekdis: 1,
      staf: 1,
    });
    expect((await notificationsOf(t.db, "staf")).at(-1)).toMatchObject({
      kategori: "surat-keluar",
      type: "terkirim",
    });
    expect((await notificationsOf(t.db, "kadisdik")).at(-1)).toMatchObject({
      kategori: "surat-masuk",
      type: "penerima",
    });
    expect((await notificationsOf(t.db, "sekdis")).at(-1)).toMatchObject({
      kategori: "surat-masuk",
      type: "tembusan",
    });
  });

  it("batalkan tells the writer only; a failed action notifies nobody", async () => {
    const id = await sentLetter(t);
    expect(
      await gained(() => ok(act(t, "kabid", id, "batalkan", { keterangan: "Batal" }))),
    ).toEqual({ staf: 1 });
    expect(await gained(() => act(t, "sekdis", id, "lanjutkan"))).toEqual({});
  });

  it("incoming: registration, disposition and forward; a withdrawal takes its unread one back", async () => {
    let id = "";
    expect(
      await gained(async () => {
        id = (await registeredLetter(t)).id;
      }),
    ).toEqual({ kadis: 1, sekdis: 1 });
    expect((await notificationsOf(t.db, "kadis")).at(-1)).toMatchObject({
      kategori: "surat-masuk",
      type: "penerima",
      pengirim: "Dinas Pendidikan Provinsi Contoh",
    });
    const action = { is_disposisi: true, text: ["Untuk ditindaklanjuti"], keterangan: "" };
    expect(
      await gained(() => ok(disposeTo(t, "kadis", id, ["kabid"], { ...action, is_private: true }))),
    ).toEqual({ kabid: 1 });
    expect((await notificationsOf(t.db, "kabid")).at(-1)).toMatchObject({ type: "disposisi" });
    expect(
      await gained(() =>
        ok(disposeTo(t, "kabid", id, ["staf"], { is_disposisi: false, text: [], keterangan: "" })),
      ),
    ).toEqual({ staf: 1 });
    expect((await notificationsOf(t.db, "staf")).at(-1)).toMatchObject({ type: "teruskan" });

    const second = (await registeredLetter(t)).id;
    const d = await ok(disposeTo(t, "kadis", second, ["sekdis"], { ...action, is_private: false }));
    const dispositionId = JSON.parse(d.body).items.id;
    expect(
      await gained(() =>
        ok(
          t.as("kadis")({
            method: "POST",
            url: `/egs/mail-disposisi/${second}/tarik/${dispositionId}`,
          }),
        ),
      ),
    ).toEqual({ sekdis: -1 });
  });
});

describe("counters", () => {
  it("rise per event and reset per category when its list is opened", async () => {
    await t.as("kabid")({ method: "POST", url: "/egs/notification/read", payload: {} });
    expect(await counters("kabid")).toEqual({
      persetujuan_count: 0,
      surat_masuk: 0,
      konsep: 0,
      notifCount: 0,
    });
    await sentLetter(t);
    await sentLetter(t);
    const { id } = await registeredLetter(t);
    await ok(
      disposeTo(t, "kadis", id, ["kabid"], {
        is_disposisi: true,
        text: [],
        keterangan: "",
        is_private: false,
      }),
    );
    expect(await counters("kabid")).toEqual({
      persetujuan_count: 2,
      surat_masuk: 1,
      konsep: 0,
      notifCount: 3,
    });
    const read = await t.as("kabid")({
      method: "POST",
      url: "/egs/notification/read",
      payload: { kategori: "persetujuan" },
    });
    expect(read.json().items).toEqual({
      persetujuan_count: 0,
      surat_masuk: 1,
      konsep: 0,
      notifCount: 1,
    });
    // Someone else's counters are untouched by kabid's reading.
    expect((await counters("staf")).notifCount).toBeGreaterThanOrEqual(0);
  });

  it("lists the user's own notifications, newest first, paged; marks one read by id", async () => {
    const res = await t.as("kabid")({ method: "GET", url: "/egs/notification?page=1&per_page=4" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(4);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 4 });
    expect(body.meta.total).toBe((await notificationsOf(t.db, "kabid")).length);
    const times = body.items.map((i: { tanggal: string }) => i.tanggal);
    expect([...times].sort().reverse()).toEqual(times);
    const unread = body.items.find((i: { is_read: boolean }) => !i.is_read);
    await t.as("kabid")({
      method: "POST",
      url: "/egs/notification/read",
      payload: { id: unread.id },
    });
    expect(
      (await notificationsOf(t.db, "kabid")).find((n) => n.id === unread.id)?.readAt,
    ).not.toBeNull();
    // Another user's id marks nothing of kabid's.
    const mine = (await notificationsOf(t.db, "staf")).find((n) => !n.readAt);
    if (mine) {
      await t.as("kabid")({
        method: "POST",
        url: "/egs/notification/read",
        payload: { id: mine.id },
      });
      expect(
        (await notificationsOf(t.db, "staf")).find((n) => n.id === mine.id)?.readAt,
      ).toBeNull();
    }
  });

  it("answers 401 without a token", async () => {
    for (const [method, url] of [
      ["GET", "/egs/notification"],
      ["GET", "/egs/notification/count"],
      ["POST", "/egs/notification/read"],
      ["GET", "/api/egs/stream"],
    ] as const)
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
  });
});

describe("deadline reminder", () => {
  it("the day before the deadline each target not done gets one reminder, once", async () => {
    const today = todayInJakarta();
    const { id } = await registeredLetter(t);
    await ok(
      disposeTo(t, "kadis", id, ["kabid", "sekdis"], {
        is_disposisi: true,
        text: ["Untuk ditindaklanjuti"],
        keterangan: "",
        is_private: false,
        batas_waktu: dayAfter(today),
      }),
    );
    // sekdis already marked it done: no reminder for them.
    const [sekdisRow] = await t.db
      .select()
      .from(mailRecipient)
      .where(eq(mailRecipient.mailId, id))
      .then((rows) => rows.filter((r) => r.role === "disposisi"));
    expect(sekdisRow).toBeDefined();
    const done = await t.as("sekdis")({
      method: "POST",
      url: `/egs/mail-disposisi/${id}/selesai`,
      payload: { keterangan: "Sudah" },
    });
    expect(done.statusCode).toBe(200);

    // Two days before: nothing yet.
    const dayBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(await gained(() => remindDeadlines(t.db, dayBefore))).toEqual({});
    expect(await gained(() => remindDeadlines(t.db, today))).toEqual({ kabid: 1 });
    expect((await notificationsOf(t.db, "kabid")).at(-1)).toMatchObject({
      kategori: "surat-masuk",
      type: "batas-waktu",
      mailId: id,
    });
    expect(await gained(() => remindDeadlines(t.db, today))).toEqual({});
  });
});

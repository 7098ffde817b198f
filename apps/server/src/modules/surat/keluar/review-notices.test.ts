import { NOTIFICATION_TITLES, notificationItem } from "@lontar/contracts/notification";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxPush, pushSubscription } from "../../../db/schema/notification";
import { notificationsOf } from "../../../test/factories/notifikasi";
import { browserSubscription } from "../../../test/factories/push";
import { act, send, sentLetter, typicalLetter } from "../../../test/factories/surat-keluar";
import { disposeTo, registeredLetter } from "../../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../../test/harness";
import { pushMessageOf } from "../../push/push.rules";

let t: TestApp;
/** The push subscription of staf's browser. */
let stafBrowser = "";
beforeAll(async () => {
  t = await createTestApp();
  const browser = browserSubscription("https://push.example/staf-penulis");
  const res = await t.as("staf")({
    method: "POST",
    url: "/egs/push/subscribe",
    payload: browser.json,
  });
  expect(res.statusCode).toBe(200);
  const [sub] = await t.db
    .select({ id: pushSubscription.id })
    .from(pushSubscription)
    .where(eq(pushSubscription.endpoint, browser.json.endpoint));
  stafBrowser = sub?.id ?? "";
});
afterAll(() => t.close());

const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r;
};

/** staf's newest notification as the bell and the notification page read it. */
async function latestOfStaf() {
  const res = await t.as("staf")({ method: "GET", url: "/egs/notification?page=1&per_page=4" });
  expect(res.statusCode).toBe(200);
  return res.json().items[0];
}

/** What staf's browser is sent for the notification `id` (queued with it). */
async function pushOfStaf(id: string) {
  const rows = await t.db
    .select()
    .from(outboxPush)
    .where(eq(outboxPush.subscriptionId, stafBrowser));
  const queued = rows.map((r) => notificationItem.parse(r.payload)).filter((i) => i.id === id);
  expect(queued).toHaveLength(1);
  return pushMessageOf(queued[0] as (typeof queued)[number]);
}

describe("the writer hears what became of their letter", () => {
  it("sent back for correction: the first reviewer's note reaches the writer, in the bell and by push", async () => {
    const id = await sentLetter(t);
    await ok(
      act(t, "kabid", id, "perbaikan", { keterangan: "Tanggal rapat keliru, mohon diganti" }),
    );
    const item = await latestOfStaf();
    expect(item).toMatchObject({
      kategori: "konsep",
      type: "perbaikan",
      mail_id: id,
      perihal: "Undangan Rapat Koordinasi",
      keterangan: "Tanggal rapat keliru, mohon diganti",
      kategori_surat: "internal",
      is_read: false,
    });
    expect(item.pengirim).toBeTruthy();
    expect(await pushOfStaf(item.id)).toEqual({
      title: NOTIFICATION_TITLES.perbaikan,
      body: `Undangan Rapat Koordinasi\nDari: ${item.pengirim}\nCatatan Perbaikan: Tanggal rapat keliru, mohon diganti`,
      url: `/surat-keluar/konsep/detail/${id}?notifikasi=${item.id}`,
      tag: item.id,
      kategori: "konsep",
    });
  });

  it("a note sent back between reviewers reaches the previous reviewer, not the writer", async () => {
    const id = await sentLetter(t);
    await ok(act(t, "kabid", id, "lanjutkan"));
    const before = (await notificationsOf(t.db, "staf")).length;
    await ok(act(t, "sekdis", id, "perbaikan", { keterangan: "Lampiran belum ada" }));
    expect((await notificationsOf(t.db, "staf")).length).toBe(before);
    expect((await notificationsOf(t.db, "kabid")).at(-1)).toMatchObject({
      kategori: "persetujuan",
      type: "perbaikan",
      keterangan: "Lampiran belum ada",
    });
  });

  it("cancelled: the writer is told, with the reason, in the bell and by push", async () => {
    const id = await sentLetter(t);
    await ok(act(t, "kabid", id, "lanjutkan"));
    await ok(act(t, "sekdis", id, "batalkan", { keterangan: "Rapat ditiadakan" }));
    const item = await latestOfStaf();
    expect(item).toMatchObject({
      kategori: "surat-keluar",
      type: "batal",
      mail_id: id,
      keterangan: "Rapat ditiadakan",
      kategori_surat: "internal",
    });
    expect(await pushOfStaf(item.id)).toMatchObject({
      title: "Surat anda dibatalkan",
      body: `Undangan Rapat Koordinasi\nDari: ${item.pengirim}\nAlasan Pembatalan: Rapat ditiadakan`,
      url: `/surat-keluar/surat-batal/detail/${id}?notifikasi=${item.id}`,
    });
  });

  it("approved and sent: 'Surat anda telah disetujui dan dikirim', from the signer, opening the signed letter", async () => {
    const id = await sentLetter(t);
    await ok(act(t, "kabid", id, "lanjutkan"));
    await ok(act(t, "sekdis", id, "lanjutkan"));
    const count = (await notificationsOf(t.db, "staf")).length;
    await ok(act(t, "kadis", id, "setuju"));
    expect((await notificationsOf(t.db, "staf")).length).toBe(count + 1);
    const item = await latestOfStaf();
    expect(item).toMatchObject({
      kategori: "surat-keluar",
      type: "terkirim",
      mail_id: id,
      keterangan: null,
      kategori_surat: "internal",
    });
    const push = await pushOfStaf(item.id);
    expect(push.title).toBe("Surat anda telah disetujui dan dikirim");
    expect(push.url).toBe(`/surat-keluar/telusuri/detail/${id}?notifikasi=${item.id}`);
    expect(push.body).toBe(`Undangan Rapat Koordinasi\nDari: ${item.pengirim}`);
    // The unread count of the bell counts it; no sidebar counter does.
    const counters = (await t.as("staf")({ method: "GET", url: "/egs/notification/count" })).json()
      .items;
    expect(counters.notifCount).toBeGreaterThan(counters.konsep);
  });

  it("nobody is told of their own act: a writer who signs their own letter hears nothing", async () => {
    const body = await typicalLetter(t, {}, ["staf"]);
    const res = await send(t, {
      ...body,
      penerima: { ...body.penerima, type_tanda_tangan: "basah" },
    });
    const id = res.json().items.id as string;
    const before = (await notificationsOf(t.db, "staf")).length;
    await ok(act(t, "staf", id, "setuju"));
    expect((await notificationsOf(t.db, "staf")).length).toBe(before);
    expect((await notificationsOf(t.db, "kadisdik")).at(-1)).toMatchObject({
      mailId: id,
      type: "penerima",
    });
  });
});

describe("a notification names the letter it opens, while the user may see it", () => {
  it("a registered letter opens in the secretariat tab; a withdrawn disposition leads to the list", async () => {
    const { id } = await registeredLetter(t);
    const kadis = (
      await t.as("kadis")({ method: "GET", url: "/egs/notification?page=1&per_page=1" })
    ).json().items[0];
    expect(kadis).toMatchObject({ mail_id: id, type: "penerima", kategori_surat: "external" });

    const action = { is_disposisi: true, text: [], keterangan: "", is_private: false };
    const given = await ok(disposeTo(t, "kadis", id, ["staf"], action));
    const disposisi = await latestOfStaf();
    expect(disposisi).toMatchObject({ mail_id: id, type: "disposisi", kategori_surat: "external" });
    // staf saw the notification in the bell but never opened the letter: kadis may withdraw.
    await ok(
      t.as("staf")({
        method: "POST",
        url: "/egs/notification/read",
        payload: { id: disposisi.id },
      }),
    );
    await ok(
      t.as("kadis")({
        method: "POST",
        url: `/egs/mail-disposisi/${id}/tarik/${given.json().items.id}`,
      }),
    );
    expect((await t.as("staf")({ method: "GET", url: `/egs/mail/${id}` })).statusCode).toBe(404);
    expect(await latestOfStaf()).toMatchObject({
      id: disposisi.id,
      mail_id: id,
      kategori_surat: null,
    });
  });
});

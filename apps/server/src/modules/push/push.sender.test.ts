import { NOTIFICATION_TITLES } from "@lontar/contracts/notification";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outboxPush, pushSubscription } from "../../db/schema/notification";
import { browserSubscription, startPushService, verifyVapid } from "../../test/factories/push";
import { demoPegawai, insertLetter } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { notify } from "../notifikasi/notifikasi.service";
import { sendPendingPushes } from "./push.sender";

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let letterId: string;
let people: Awaited<ReturnType<typeof demoPegawai>>;

beforeAll(async () => {
  [t, service] = await Promise.all([createTestApp(), startPushService()]);
  people = await demoPegawai(t.db, ["staf", "kabid", "sekdis", "kadis", "kadisdik"]);
  letterId = (await insertLetter(t.db, { author: "staf", reviewers: ["kabid"] })).id;
});
afterAll(async () => {
  await service.close();
  await t.close();
});
beforeEach(() => {
  service.received.length = 0;
  service.replies.length = 0;
});

const person = (name: string) => {
  const p = people.get(name);
  if (!p) throw new Error(name);
  return p;
};
const round = (now?: Date) =>
  sendPendingPushes(t.db, {
    vapid: t.app.push.vapid,
    serviceHosts: t.app.push.serviceHosts,
    agent: service.agent,
    now,
  });

/** A browser of `username` subscribes through the API, on a session of its own. */
async function subscribe(username: string, name: string) {
  const browser = browserSubscription(`${service.origin}/push/${name}`);
  const { access_token } = await t.login(username);
  const res = await t.app.inject({
    method: "POST",
    url: "/egs/push/subscribe",
    headers: { authorization: `Bearer ${access_token}` },
    payload: browser.json,
  });
  expect(res.statusCode).toBe(200);
  return { ...browser, accessToken: access_token };
}

/** `staf` sends the letter to `username` for review: one notification, one push per browser. */
const notifyReview = (username: string) =>
  notify(t.db, {
    kategori: "persetujuan",
    type: "pemeriksaan",
    mailId: letterId,
    perihal: "Undangan Rapat Koordinasi",
    pegawaiIds: [person(username).pegawaiId],
    fromPegawaiId: person("staf").pegawaiId,
  });

const pushesOf = (subscriptionId: string) =>
  t.db.select().from(outboxPush).where(eq(outboxPush.subscriptionId, subscriptionId));
const subscriptionAt = async (endpoint: string) =>
  (await t.db.select().from(pushSubscription).where(eq(pushSubscription.endpoint, endpoint)))[0];

describe("push sender", () => {
  it("delivers an encrypted, VAPID-signed message once and stamps it sent", async () => {
    const browser = await subscribe("kabid", "kabid-1");
    const [notification] = await notifyReview("kabid");

    expect(await round()).toEqual({ sent: 1, failed: 0, removed: 0 });
    expect(service.received).toHaveLength(1);
    const [request] = service.received;
    expect(request?.path).toBe("/push/kabid-1");
    expect(request?.headers["content-encoding"]).toBe("aes128gcm");
    expect(request?.headers.ttl).toBe(String(24 * 60 * 60));
    // A resend after a crash replaces the first push at the push service.
    expect(request?.headers.topic).toBe(notification?.id.replace(/-/g, ""));
    const claims = await verifyVapid(
      request?.headers.authorization,
      t.app.push.vapid.publicKey,
      service.origin,
    );
    expect(claims.sub).toBe(t.app.push.vapid.subject);
    expect(browser.decrypt(request?.body ?? Buffer.alloc(0))).toEqual({
      title: NOTIFICATION_TITLES.pemeriksaan,
      body: `Undangan Rapat Koordinasi\nDari: ${notification?.pengirim}`,
      // A click opens the letter in the reviewer's Persetujuan and reads the notification.
      url: `/surat-keluar/persetujuan/detail/${letterId}?notifikasi=${notification?.id}`,
      tag: notification?.id,
      kategori: "persetujuan",
    });
    expect(notification?.pengirim).toBeTruthy();

    const sub = await subscriptionAt(browser.json.endpoint);
    const [row] = await pushesOf(sub?.id ?? "");
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await round()).toEqual({ sent: 0, failed: 0, removed: 0 });
    expect(service.received).toHaveLength(1);
  });

  it("deletes a subscription the push service calls gone (410)", async () => {
    const browser = await subscribe("sekdis", "sekdis-gone");
    await notifyReview("sekdis");
    service.replies.push(410);
    expect(await round()).toEqual({ sent: 0, failed: 0, removed: 1 });
    expect(await subscriptionAt(browser.json.endpoint)).toBeUndefined();
  });

  it("never contacts a host that is no longer an allowed push service", async () => {
    const browser = await subscribe("kadisdik", "kadisdik-narrowed");
    await notifyReview("kadisdik");
    // The operator narrowed PUSH_SERVICE_HOSTS since the browser subscribed.
    const narrowed = await sendPendingPushes(t.db, {
      vapid: t.app.push.vapid,
      serviceHosts: ["fcm.googleapis.com"],
      agent: service.agent,
    });
    expect(narrowed).toEqual({ sent: 0, failed: 0, removed: 1 });
    expect(service.received).toHaveLength(0);
    expect(await subscriptionAt(browser.json.endpoint)).toBeUndefined();
  });

  it("retries a failure later with backoff and then delivers it exactly once", async () => {
    const browser = await subscribe("kadis", "kadis-flaky");
    await notifyReview("kadis");
    const sub = await subscriptionAt(browser.json.endpoint);
    service.replies.push(500);
    const before = Date.now();
    expect(await round()).toEqual({ sent: 0, failed: 1, removed: 0 });
    const [failed] = await pushesOf(sub?.id ?? "");
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.error).toContain("500");
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(before);

    expect(await round()).toEqual({ sent: 0, failed: 0, removed: 0 });
    const later = new Date((failed?.nextAttemptAt.getTime() ?? 0) + 1000);
    expect(await round(later)).toEqual({ sent: 1, failed: 0, removed: 0 });
    expect(await round(new Date(later.getTime() + 60 * 60_000))).toEqual({
      sent: 0,
      failed: 0,
      removed: 0,
    });
    expect(service.received).toHaveLength(2);
    const [sent] = await pushesOf(sub?.id ?? "");
    expect(sent).toMatchObject({ attempts: 1, error: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it("never sends one row twice when rounds overlap", async () => {
    const browsers = await Promise.all(
      ["a", "b", "c"].map((n) => subscribe("kadisdik", `kadisdik-${n}`)),
    );
    await notifyReview("kadisdik");
    const rounds = await Promise.all([round(), round(), round()]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(3);
    const paths = service.received.map((r) => r.path).sort();
    expect(paths).toEqual(browsers.map((b) => new URL(b.json.endpoint).pathname).sort());
  });

  it("stops pushing to a browser whose session ended elsewhere (password change)", async () => {
    const browser = await subscribe("staf", "staf-old-session");
    const change = await t.as("staf")({
      method: "POST",
      url: "/egs/pegawai-egs/api/user/change-password",
      payload: {
        old_password: "lontar123",
        new_password: "rahasia-baru-1",
        new_password_confirmation: "rahasia-baru-1",
      },
    });
    expect(change.statusCode).toBe(200);
    await notify(t.db, {
      kategori: "konsep",
      type: "perbaikan",
      mailId: letterId,
      perihal: "Undangan Rapat Koordinasi",
      pegawaiIds: [person("staf").pegawaiId],
      fromPegawaiId: person("kabid").pegawaiId,
    });
    expect(await round()).toEqual({ sent: 0, failed: 0, removed: 1 });
    expect(service.received).toHaveLength(0);
    expect(await subscriptionAt(browser.json.endpoint)).toBeUndefined();
  });

  it("stops pushing after logout", async () => {
    const browser = await subscribe("sekdis", "sekdis-logout");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/egs/revoke",
      headers: { authorization: `Bearer ${browser.accessToken}` },
      payload: { fcm_token: JSON.stringify(browser.json) },
    });
    expect(res.statusCode).toBe(200);
    expect(await subscriptionAt(browser.json.endpoint)).toBeUndefined();
    await notifyReview("sekdis");
    expect(await round()).toEqual({ sent: 0, failed: 0, removed: 0 });
    expect(service.received).toHaveLength(0);
  });
});

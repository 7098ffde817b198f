import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSession } from "../../db/schema/auth";
import { pushSubscription } from "../../db/schema/notification";
import { browserSubscription } from "../../test/factories/push";
import { demoPegawai } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpoint = (name: string) => `https://push.example/send/${name}`;
const rowOf = async (url: string) =>
  (await t.db.select().from(pushSubscription).where(eq(pushSubscription.endpoint, url)))[0];
const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

describe("push routes", () => {
  it("answers 401 without a token", async () => {
    const sub = browserSubscription(endpoint("anon")).json;
    for (const [method, url, payload] of [
      ["GET", "/api/egs/push/key", undefined],
      ["POST", "/egs/push/subscribe", sub],
      ["POST", "/egs/push/unsubscribe", { endpoint: sub.endpoint }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("hands out the instance's VAPID public key", async () => {
    const res = await t.as("staf")({ method: "GET", url: "/api/egs/push/key" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { public_key: t.app.push.vapid.publicKey } });
    expect(Buffer.from(res.json().data.public_key, "base64url")).toHaveLength(65);
  });

  it("stores a subscription for the user and session, and removes it on unsubscribe", async () => {
    const sub = browserSubscription(endpoint("staf")).json;
    const tokens = await t.login("staf");
    const res = await t.app.inject({
      method: "POST",
      url: "/egs/push/subscribe",
      headers: withToken(tokens.access_token),
      payload: sub,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: { subscribed: true } });
    const staf = (await demoPegawai(t.db, ["staf"])).get("staf");
    const row = await rowOf(sub.endpoint);
    expect(row).toMatchObject({
      userId: staf?.userId,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
    });
    expect(row?.sessionId).toBeTruthy();

    // Subscribing again (new keys) updates the row instead of adding one.
    const renewed = { ...browserSubscription(sub.endpoint).json };
    await t.app.inject({
      method: "POST",
      url: "/egs/push/subscribe",
      headers: withToken(tokens.access_token),
      payload: renewed,
    });
    expect(await rowOf(sub.endpoint)).toMatchObject({ id: row?.id, p256dh: renewed.keys.p256dh });

    // Another user cannot remove it; its owner can.
    await t.as("kabid")({
      method: "POST",
      url: "/egs/push/unsubscribe",
      payload: { endpoint: sub.endpoint },
    });
    expect(await rowOf(sub.endpoint)).toBeDefined();
    const gone = await t.app.inject({
      method: "POST",
      url: "/egs/push/unsubscribe",
      headers: withToken(tokens.access_token),
      payload: { endpoint: sub.endpoint },
    });
    expect(gone.json()).toEqual({ items: { subscribed: false } });
    expect(await rowOf(sub.endpoint)).toBeUndefined();
  });

  it("gives an endpoint that moves to another user's login to that user", async () => {
    const sub = browserSubscription(endpoint("shared-pc")).json;
    await t.as("staf")({ method: "POST", url: "/egs/push/subscribe", payload: sub });
    await t.as("kabid")({ method: "POST", url: "/egs/push/subscribe", payload: sub });
    const kabid = (await demoPegawai(t.db, ["kabid"])).get("kabid");
    const rows = await t.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, sub.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(kabid?.userId);
  });

  it("refuses what is not a push subscription (422)", async () => {
    const good = browserSubscription(endpoint("bad")).json;
    for (const payload of [
      { ...good, endpoint: "http://push.example/plain-http" },
      { ...good, endpoint: "not a url" },
      { ...good, keys: { ...good.keys, p256dh: "short" } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ]) {
      const res = await t.as("staf")({ method: "POST", url: "/egs/push/subscribe", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().diagnostic.code).toBe("VALIDATION_FAILED");
    }
  });

  it("refuses an endpoint outside the known push services, at subscribe and at login", async () => {
    const good = browserSubscription(endpoint("ssrf")).json;
    for (const url of [
      "https://169.254.169.254/latest/meta-data",
      "https://localhost/internal",
      "https://10.0.0.5:8443/admin",
      "https://push.example.attacker.test/x",
      "https://user:secret@push.example/x",
    ]) {
      const res = await t.as("staf")({
        method: "POST",
        url: "/egs/push/subscribe",
        payload: { ...good, endpoint: url },
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.endpoint).toEqual(["Layanan push browser ini tidak dikenal"]);
      expect(await rowOf(url), url).toBeUndefined();
    }
    // A login still succeeds; the subscription is simply not taken.
    const sub = { ...good, endpoint: "https://127.0.0.2/login" };
    const login = await t.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: "kabid", password: DEMO_PASSWORD, fcm_token: JSON.stringify(sub) },
    });
    expect(login.statusCode).toBe(200);
    expect(await rowOf(sub.endpoint)).toBeUndefined();
  });

  it("registers a subscription sent as login's fcm_token for the new session", async () => {
    const sub = browserSubscription(endpoint("login")).json;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: "sekdis", password: DEMO_PASSWORD, fcm_token: JSON.stringify(sub) },
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(sub.endpoint);
    const [session] = await t.db
      .select()
      .from(authSession)
      .where(eq(authSession.id, row?.sessionId ?? ""));
    const sekdis = (await demoPegawai(t.db, ["sekdis"])).get("sekdis");
    expect(session?.userId).toBe(sekdis?.userId);

    // Any other token is kept as before and registers nothing.
    const legacy = await t.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: "sekdis", password: DEMO_PASSWORD, fcm_token: "fcm-legacy-token" },
    });
    expect(legacy.statusCode).toBe(200);
    const [stored] = await t.db
      .select({ fcmToken: authSession.fcmToken })
      .from(authSession)
      .where(eq(authSession.fcmToken, "fcm-legacy-token"));
    expect(stored).toBeDefined();
  });

  it("logout removes the session's subscriptions and the one named by fcm_token", async () => {
    const mine = browserSubscription(endpoint("logout-mine")).json;
    const named = browserSubscription(endpoint("logout-named")).json;
    const other = browserSubscription(endpoint("logout-other")).json;
    const session = await t.login("kadis");
    const otherSession = await t.login("kadis");
    const thirdSession = await t.login("kadis");
    const post = (token: string, url: string, payload: unknown) =>
      t.app.inject({ method: "POST", url, headers: withToken(token), payload: payload as object });
    await post(session.access_token, "/egs/push/subscribe", mine);
    await post(otherSession.access_token, "/egs/push/subscribe", named);
    await post(thirdSession.access_token, "/egs/push/subscribe", other);

    const res = await post(session.access_token, "/api/egs/revoke", {
      fcm_token: JSON.stringify(named),
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(mine.endpoint)).toBeUndefined();
    expect(await rowOf(named.endpoint)).toBeUndefined();
    expect(await rowOf(other.endpoint)).toBeDefined();

    // An endpoint alone names a subscription too.
    await post(otherSession.access_token, "/api/egs/revoke", { fcm_token: other.endpoint });
    expect(await rowOf(other.endpoint)).toBeUndefined();
  });
});

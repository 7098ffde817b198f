import { afterEach, describe, expect, it } from "vitest";
import { startSession } from "../../lib/auth/auth-store";
import { demoMenus, demoUser, tokenPair } from "../../test/fixtures";
import { jsonResponse, stubFetch } from "../../test/http";
import { revokeToken } from "../auth/api/revoke-token";
import { registerPushIfGranted } from "./register-push";
import { fakePush, removeFakePush, TEST_SUBSCRIPTION, TEST_VAPID_KEY } from "./test-support";

afterEach(removeFakePush);

const server = () =>
  stubFetch((url) => {
    if (url === "/api/egs/push/key")
      return jsonResponse(200, { data: { public_key: TEST_VAPID_KEY } });
    if (url === "/egs/push/subscribe") return jsonResponse(200, { items: { subscribed: true } });
    if (url === "/api/egs/revoke") return jsonResponse(200, { data: { revoked: true } });
    return jsonResponse(404, {});
  });

describe("push and the session", () => {
  it("after sign-in subscribes again only where notifications were allowed", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const undecided = fakePush({ permission: "default" });
    const fetch = server();
    expect(await registerPushIfGranted()).toBeNull();
    expect(undecided.notification.requestPermission).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();

    const allowed = fakePush({ permission: "granted" });
    expect(await registerPushIfGranted()).toEqual(TEST_SUBSCRIPTION);
    expect(allowed.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/egs/push/key",
      "/egs/push/subscribe",
    ]);
  });

  it("re-subscribes when the server's key changed", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const push = fakePush({ permission: "granted", subscribed: true });
    const old = push.subscription();
    stubFetch((url) =>
      url === "/api/egs/push/key"
        ? jsonResponse(200, { data: { public_key: `BN${"y".repeat(85)}` } })
        : jsonResponse(200, { items: { subscribed: true } }),
    );
    await registerPushIfGranted();
    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(push.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it("logout sends this browser's subscription as fcm_token and unsubscribes it", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const push = fakePush({ permission: "granted", subscribed: true });
    const subscription = push.subscription();
    const fetch = server();
    await revokeToken();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/egs/revoke");
    expect(JSON.parse(String(init?.body))).toEqual({
      fcm_token: JSON.stringify(TEST_SUBSCRIPTION),
    });
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(push.subscription()).toBeNull();
  });

  it("logout without Web Push sends fcm_token null as before", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const fetch = server();
    await revokeToken();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ fcm_token: null });
  });
});

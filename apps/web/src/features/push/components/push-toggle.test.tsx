import { pushTexts } from "@lontar/contracts/push-texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { authHeader, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import {
  fakePush,
  removeFakePush,
  TEST_SUBSCRIPTION,
  TEST_VAPID_KEY,
  testVapidKeyBytes,
} from "../test-support";
import { PushToggle } from "./push-toggle";

afterEach(removeFakePush);

function renderToggle() {
  renderAt("/", <PushToggle />);
}

/** The server's answers to the key and subscribe calls; returns the fetch mock. */
const stubServer = () =>
  stubFetch((url) => {
    if (url === "/api/egs/push/key")
      return jsonResponse(200, { data: { public_key: TEST_VAPID_KEY } });
    if (url === "/egs/push/subscribe") return jsonResponse(200, { items: { subscribed: true } });
    return jsonResponse(404, {});
  });

/** The switch once the check of an existing subscription is over (a loading button ignores clicks). */
async function enableButton() {
  const button = await screen.findByRole("button", { name: new RegExp(pushTexts.enable) });
  await waitFor(() => expect(button).not.toHaveClass("ant-btn-loading"));
  return button;
}

describe("PushToggle", () => {
  it("asks permission only on a click, then subscribes this browser and says it is active", async () => {
    const push = fakePush({ permission: "default", answer: "granted" });
    const fetch = stubServer();
    renderToggle();

    await userEvent.click(await enableButton());

    expect(await screen.findByText(pushTexts.active)).toBeInTheDocument();
    expect(push.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.serviceWorker.register).toHaveBeenCalledWith("/sw.js");
    expect(push.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: testVapidKeyBytes(),
    });
    const call = fetch.mock.calls.find(([url]) => url === "/egs/push/subscribe");
    expect(call?.[1]?.method).toBe("POST");
    expect(authHeader(call?.[1])).toBe("Bearer access-a");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual(TEST_SUBSCRIPTION);
  });

  it("does not prompt by itself", async () => {
    const push = fakePush({ permission: "default" });
    stubServer();
    renderToggle();
    expect(await enableButton()).toBeEnabled();
    expect(push.notification.requestPermission).not.toHaveBeenCalled();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("shows 'Notifikasi browser aktif' when this browser is already subscribed", async () => {
    fakePush({ permission: "granted", subscribed: true });
    stubServer();
    renderToggle();
    expect(await screen.findByText(pushTexts.active)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when the user refuses the permission", async () => {
    const push = fakePush({ permission: "default", answer: "denied" });
    stubServer();
    renderToggle();
    await userEvent.click(await enableButton());
    expect(await screen.findByText(pushTexts.denied)).toBeInTheDocument();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("says so when notifications were blocked before", async () => {
    fakePush({ permission: "denied" });
    renderToggle();
    expect(screen.getByText(pushTexts.denied)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when the browser has no Web Push", () => {
    renderToggle();
    expect(screen.getByText(pushTexts.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("reports a subscription the server or browser could not complete", async () => {
    fakePush({ permission: "default", answer: "granted" });
    stubFetch(() =>
      jsonResponse(500, { diagnostic: { status: 500, code: "INTERNAL", message: "x" } }),
    );
    renderToggle();
    await userEvent.click(await enableButton());
    expect(await screen.findByText(pushTexts.failed)).toBeInTheDocument();
  });
});

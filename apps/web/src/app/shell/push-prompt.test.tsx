import { pushTexts } from "@lontar/contracts/push-texts";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../providers";
import { PUSH_ASKED_KEY, PushPrompt } from "./push-prompt";

const requestPermission = vi.fn();

beforeEach(() => {
  window.localStorage.clear();
  requestPermission.mockReset().mockResolvedValue("denied");
  vi.stubGlobal("Notification", { permission: "default", requestPermission });
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

const show = () =>
  render(
    <AppProviders>
      <PushPrompt />
    </AppProviders>,
  );

describe("the one-time question about browser notifications", () => {
  it("asks in Indonesian with the reason; the browser is asked only after Aktifkan", async () => {
    show();
    expect(screen.getByRole("region", { name: pushTexts.askTitle })).toHaveTextContent(
      pushTexts.askReason,
    );
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: pushTexts.askYes }));
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("region")).not.toBeInTheDocument());
    expect(window.localStorage.getItem(PUSH_ASKED_KEY)).not.toBeNull();
  });

  it("asks once: after Nanti saja it does not come back", () => {
    const first = show();
    fireEvent.click(screen.getByRole("button", { name: pushTexts.askLater }));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    first.unmount();
    show();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("does not ask when the browser already has an answer", () => {
    vi.stubGlobal("Notification", { permission: "granted", requestPermission });
    show();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});

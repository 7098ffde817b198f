import { BANNER_TIMEOUT_MS } from "@lontar/contracts/timing";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearBanner, showBanner, useBanner } from "../lib/banner-store";
import { OfflineBanner, StatusBanner } from "./status-banner";

function Harness() {
  const banner = useBanner();
  return <StatusBanner banner={banner} onClear={clearBanner} />;
}

describe("status banner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("clears itself after 6 seconds", () => {
    render(<Harness />);
    act(() => showBanner({ type: "error", message: "Terjadi Kesalahan ! Error Message : x" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Terjadi Kesalahan ! Error Message : x");

    act(() => vi.advanceTimersByTime(BANNER_TIMEOUT_MS - 1));
    expect(screen.getByRole("alert")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(BANNER_TIMEOUT_MS).toBe(6000);
  });

  it("restarts the 6 seconds for a new message", () => {
    render(<Harness />);
    act(() => showBanner({ type: "error", message: "Pertama" }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => showBanner({ type: "success", message: "Kedua" }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole("alert")).toHaveTextContent("Kedua");
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps a 401 message until it is closed", () => {
    render(<Harness />);
    act(() => showBanner({ type: "error", message: "Unauthenticated", status: 401 }));
    act(() => vi.advanceTimersByTime(BANNER_TIMEOUT_MS * 5));
    expect(screen.getByRole("alert")).toHaveTextContent("Unauthenticated");

    act(() => screen.getByRole("button", { name: "Tutup" }).click());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("offline banner", () => {
  afterEach(() => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  });

  it("is hidden online and appears when the browser goes offline", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "You lost connection ! Please, check your connection.",
    );

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

import type { ActivityItem } from "@lontar/contracts/dashboard";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jakartaDay } from "../../../lib/dates";
import { renderAt } from "../../../test/render";
import { ActivityFeed, dayLabel } from "./activity-feed";

const DAY = 24 * 60 * 60 * 1000;

/** `count` entries of the day `daysAgo` days back, newest first. */
function entries(daysAgo: number, count: number, title = "Disposisi surat"): ActivityItem[] {
  const base = Date.now() - daysAgo * DAY;
  return Array.from({ length: count }, (_, i) => ({
    title: `${title} ${i + 1}`,
    body: `"Undangan Rapat" kepada Rizky ${i + 1}`,
    created_at: new Date(base - i * 1000).toISOString(),
  }));
}

const renderFeed = (items?: ActivityItem[]) =>
  renderAt("/dashboard", <ActivityFeed items={items} />, { user: null });

describe("activity feed", () => {
  it("says so when there is no activity", () => {
    renderFeed([]);
    expect(screen.getByText("Tidak ada aktivitas.")).toBeInTheDocument();
  });

  it("groups by day, 'Hari ini' first, then Indonesian dates", () => {
    renderFeed([...entries(0, 2), ...entries(3, 1, "Setujui surat")]);
    const today = screen.getByRole("region", { name: "Hari ini" });
    expect(within(today).getByText("Disposisi surat 1")).toBeInTheDocument();
    expect(within(today).getByText('"Undangan Rapat" kepada Rizky 2')).toBeInTheDocument();
    const earlierDay = jakartaDay(new Date(Date.now() - 3 * DAY));
    const earlier = screen.getByRole("region", { name: dayLabel(earlierDay) });
    expect(within(earlier).getByText("Setujui surat 1")).toBeInTheDocument();
    expect(dayLabel("2026-11-23")).toBe("Senin, 23 November 2026");
    expect(screen.queryByText("View More")).not.toBeInTheDocument();
  });

  it("shows five entries a day; 'View More' adds five", () => {
    renderFeed(entries(0, 12));
    const today = screen.getByRole("region", { name: "Hari ini" });
    expect(within(today).getAllByText(/^Disposisi surat \d+$/)).toHaveLength(5);
    fireEvent.click(within(today).getByRole("button", { name: "View More" }));
    expect(within(today).getAllByText(/^Disposisi surat \d+$/)).toHaveLength(10);
    fireEvent.click(within(today).getByRole("button", { name: "View More" }));
    expect(within(today).getAllByText(/^Disposisi surat \d+$/)).toHaveLength(12);
    expect(within(today).queryByRole("button", { name: "View More" })).not.toBeInTheDocument();
  });
});

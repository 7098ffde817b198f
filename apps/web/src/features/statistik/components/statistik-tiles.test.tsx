import { USER_LEVEL } from "@lontar/contracts/user";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { StatistikPage } from "./statistik-page";
import { StatistikTiles } from "./statistik-tiles";

const counts = {
  count_disposisi: 3,
  count_receive: 12,
  count_pemeriksa: 7,
  count_approve: 2,
  count_forward: 5,
};

const tile = (label: string) => screen.getByRole("generic", { name: label });

describe("statistik tiles", () => {
  it("show the month's five counts with their labels", () => {
    renderAt("/statistik", <StatistikTiles counts={counts} />, { user: null });
    expect(tile("Disposisi")).toHaveTextContent("3");
    expect(tile("Surat Diterima")).toHaveTextContent("12");
    expect(tile("Surat Diperiksa")).toHaveTextContent("7");
    expect(tile("Surat Disetujui")).toHaveTextContent("2");
    expect(tile("Surat Diteruskan")).toHaveTextContent("5");
  });
});

describe("Tampilan Statistik", () => {
  function fakeServer() {
    const calls: string[] = [];
    stubFetch((raw) => {
      const url = new URL(raw, "http://x");
      calls.push(url.pathname + url.search);
      if (url.pathname === "/egs/statistik/count") return jsonResponse(200, { items: counts });
      if (url.pathname === "/api/master/skpd") return jsonResponse(200, { data: [] });
      return jsonResponse(200, {
        items: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, value: i })),
      });
    });
    return calls;
  }

  it("asks for this month's counts and this year's chart of the user's own unit", async () => {
    const calls = fakeServer();
    renderAt("/statistik", <StatistikPage />);
    expect(screen.getByRole("heading", { name: "Tampilan Statistik" })).toBeInTheDocument();
    await waitFor(() => expect(tile("Surat Diterima")).toHaveTextContent("12"));
    const now = new Date();
    const count = calls.find((c) => c.startsWith("/egs/statistik/count"));
    expect(count).toBe(
      `/egs/statistik/count?month=${now.getMonth() + 1}&year=${now.getFullYear()}`,
    );
    expect(calls).toContain(`/egs/statistik/klasifikasi?year=${now.getFullYear()}`);
    expect(screen.queryByLabelText("Satuan Kerja Saya")).not.toBeInTheDocument();
    expect(
      await screen.findByTestId("statistik-surat-chart", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("lets an administrator choose the work unit", async () => {
    fakeServer();
    renderAt("/statistik", <StatistikPage />, {
      user: { ...demoUser, user_level: USER_LEVEL.admin },
    });
    expect(await screen.findByLabelText("Satuan Kerja Saya")).toBeInTheDocument();
  });
});

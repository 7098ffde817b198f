import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSearchServer, searchAnswer, searchItem } from "../../features/pencarian/test-support";
import { startSession } from "../../lib/auth/auth-store";
import { demoMenus, demoUser, tokenPair } from "../../test/fixtures";
import { jsonResponse } from "../../test/http";
import { renderApp } from "../../test/render";

describe("/pencarian in the shell", () => {
  it("opens for every signed-in user, whatever their menus, with the box in the top bar", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const { calls } = fakeSearchServer(() =>
      jsonResponse(200, searchAnswer([searchItem({ teks_diproses: true })], 1)),
    );
    renderApp("/pencarian?q=undangan");

    expect(await screen.findByRole("heading", { name: "Hasil Pencarian" })).toBeInTheDocument();
    expect(screen.queryByText("Not Found !")).not.toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    expect(
      within(link.closest("tr") as HTMLElement).getByText("Teks sedang diproses"),
    ).toBeVisible();
    expect(calls.at(-1)?.get("q")).toBe("undangan");

    const box = await screen.findByRole("combobox", { name: "Cari" });
    await userEvent.keyboard("{Control>}k{/Control}");
    expect(box).toHaveFocus();
  });
});

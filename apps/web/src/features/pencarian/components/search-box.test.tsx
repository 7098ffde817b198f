import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { fakeSearchServer, searchAnswer, searchItem } from "../test-support";
import { groupResults } from "./group-results";
import { SearchBox } from "./search-box";

const desktopWidth = window.innerWidth;
afterEach(() => {
  vi.useRealTimers();
  window.innerWidth = desktopWidth;
});

const letters = Array.from({ length: 7 }, (_, i) =>
  searchItem({ judul: `Surat ${i + 1}`, tautan: `/surat-keluar/konsep/detail/surat-${i + 1}` }),
);
const arsip = [
  searchItem({
    jenis: "arsip",
    judul: "Arsip SK Kepala Dinas",
    no_surat: null,
    tanggal: "2026-11-22",
    teks_diproses: true,
    tautan: "/master-arsip/tabel-arsip",
  }),
];

/** The box on every page, as in the top bar. */
function renderBox(compact = false) {
  return renderAt(
    "/dashboard",
    <>
      <SearchBox compact={compact} />
      <input aria-label="Catatan" />
    </>,
    { pattern: "*" },
  );
}

/** The results have come: the options are listed. */
const listed = () => screen.findByRole("option", { name: "Lihat semua hasil" });

const box = () => screen.getByRole("combobox", { name: "Cari" });

async function typeInBox(text: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(box(), text);
  return user;
}

describe("the top bar's search box", () => {
  it("shows results as one types, grouped Surat then Arsip, five of each, with 'Lihat semua hasil'", async () => {
    const { calls } = fakeSearchServer(() =>
      jsonResponse(200, searchAnswer([...letters, ...arsip], 23)),
    );
    renderBox();
    await typeInBox("rapat");

    await listed();
    const list = screen.getByRole("listbox", { name: "Hasil pencarian" });
    expect(box()).toHaveAttribute("aria-expanded", "true");
    const surat = within(list).getByRole("group", { name: "Surat" });
    const archives = within(list).getByRole("group", { name: "Arsip" });
    expect(within(list).getAllByRole("group")).toEqual([surat, archives]);
    expect(within(surat).getAllByRole("option")).toHaveLength(5);
    const archive = within(archives).getByRole("option");
    expect(archive).toHaveTextContent("Arsip SK Kepala Dinas");
    expect(archive).toHaveTextContent("22 November 2026");
    expect(within(archive).getByText("Teks sedang diproses")).toBeInTheDocument();
    const first = within(surat).getAllByRole("option")[0] as HTMLElement;
    expect(first).toHaveTextContent("000.1.2/15/DISKOMINFO/2026 · 13 Juli 2026");
    expect(first.querySelector("mark")).toHaveTextContent("rapat");
    expect(within(list).getAllByRole("option").at(-1)).toHaveTextContent("Lihat semua hasil");
    expect(screen.getByRole("status")).toHaveTextContent("23 hasil ditemukan");

    expect(calls.at(-1)?.get("q")).toBe("rapat");
    expect(calls.at(-1)?.get("per_page")).toBe("10");
    // While typing, the last word is the start of a word (the results page reads it whole).
    expect(calls.at(-1)?.get("prefix")).toBe("true");
  });

  it("groups by kind in a fixed order and leaves empty kinds out", () => {
    const groups = groupResults([arsip[0], ...letters.slice(0, 2)] as never);
    expect(groups.map((g) => [g.kind, g.items.length])).toEqual([
      ["surat", 2],
      ["arsip", 1],
    ]);
    expect(groupResults(arsip).map((g) => g.kind)).toEqual(["arsip"]);
  });

  it("ArrowDown and Enter open the chosen record; the focus stays in the box", async () => {
    fakeSearchServer(() => jsonResponse(200, searchAnswer([...letters.slice(0, 2), ...arsip])));
    const { router } = renderBox();
    const user = await typeInBox("rapat");
    await listed();

    await user.keyboard("{ArrowDown}{ArrowDown}");
    const second = screen.getAllByRole("option")[1] as HTMLElement;
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(box()).toHaveAttribute("aria-activedescendant", second.id);
    expect(box()).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    // From the first, ArrowUp goes round to 'Lihat semua hasil'.
    expect(box()).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Lihat semua hasil" }).id,
    );
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");

    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/surat-keluar/konsep/detail/surat-2"),
    );
    expect(box()).toHaveValue("");
  });

  it("Enter with no option chosen, and 'Lihat semua hasil', open the results page", async () => {
    fakeSearchServer(() => jsonResponse(200, searchAnswer(letters.slice(0, 1))));
    const { router } = renderBox();
    const user = await typeInBox("rapat dinas");
    await listed();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/pencarian"));
    expect(router.state.location.search).toBe("?q=rapat+dinas");

    await typeInBox("nota");
    await user.click(await listed());
    await waitFor(() => expect(router.state.location.search).toBe("?q=nota"));
  });

  it("Escape closes the list, then clears the box", async () => {
    fakeSearchServer(() => jsonResponse(200, searchAnswer(letters.slice(0, 1))));
    renderBox();
    const user = await typeInBox("rapat");
    await listed();
    await user.keyboard("{Escape}");
    expect(box()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(box()).toHaveValue("rapat");
    await user.keyboard("{ArrowDown}");
    expect(await screen.findAllByRole("option")).not.toHaveLength(0);
    await user.keyboard("{Escape}{Escape}");
    expect(box()).toHaveValue("");
    expect(box()).toHaveFocus();
  });

  it("says when nothing was found and when the search failed", async () => {
    let fail = false;
    fakeSearchServer(() =>
      fail ? errorResponse(500, "Kesalahan server") : jsonResponse(200, searchAnswer([])),
    );
    renderBox();
    const user = await typeInBox("zzz");
    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Tidak ada hasil untuk pencarian ini"));
    expect(screen.getAllByText("Tidak ada hasil untuk pencarian ini")[1]).toBeVisible();
    expect(box()).toHaveAttribute("aria-expanded", "false");

    fail = true;
    await user.type(box(), "q");
    await waitFor(() => expect(status).toHaveTextContent("Gagal mengambil data"));
  });

  it("asks once, 250 ms after the last keystroke, and not for one character", async () => {
    vi.useFakeTimers();
    const { calls } = fakeSearchServer(() => jsonResponse(200, searchAnswer(letters)));
    renderBox();
    fireEvent.focus(box());
    for (const value of ["r", "ra", "rap", "rapa", "rapat"]) {
      fireEvent.change(box(), { target: { value } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(calls.map((c) => c.get("q"))).toEqual(["rapat"]);

    fireEvent.change(box(), { target: { value: "r" } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls).toHaveLength(1);
  });

  it("Ctrl+K and '/' bring the focus to the box, but not while typing in another field", async () => {
    fakeSearchServer();
    renderBox();
    const user = userEvent.setup({ delay: null });
    expect(box()).not.toHaveFocus();

    await user.keyboard("{Control>}k{/Control}");
    expect(box()).toHaveFocus();
    box().blur();
    await user.keyboard("/");
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue("");

    const other = screen.getByRole("textbox", { name: "Catatan" });
    await user.click(other);
    await user.keyboard("a/b");
    await user.keyboard("{Control>}k{/Control}");
    expect(other).toHaveFocus();
    expect(other).toHaveValue("a/b");
  });

  it("on a phone, an icon opens a full-width field; Escape closes it and returns to the icon", async () => {
    window.innerWidth = 375;
    fakeSearchServer(() => jsonResponse(200, searchAnswer(letters.slice(0, 1))));
    renderBox(true);
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole("combobox", { name: "Cari" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Buka pencarian" }));
    expect(box()).toHaveFocus();
    expect(box().closest(".search-box--overlay")).not.toBeNull();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("combobox", { name: "Cari" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Buka pencarian" })).toHaveFocus();

    await user.keyboard("/");
    expect(box()).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Tutup pencarian" }));
    expect(screen.getByRole("button", { name: "Buka pencarian" })).toHaveFocus();
  });
});

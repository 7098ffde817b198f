import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { defaultDateRange } from "../../../components/list-filters";
import { jsonResponse } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { fakeSearchServer, searchAnswer, searchItem } from "../test-support";
import { SearchPage } from "./search-page";

const results = [
  searchItem({ judul: "Nota Dinas Rapat Anggaran", tautan: "/surat-keluar/konsep/detail/nd-1" }),
  searchItem({
    jenis: "arsip",
    judul: "Notulen Rapat 2025",
    no_surat: null,
    cuplikan: "hasil <mark>rapat</mark> &amp; tindak lanjut",
    teks_diproses: true,
    tautan: "/master-arsip/tabel-arsip",
  }),
];

function renderPage(path: string) {
  const server = fakeSearchServer((params) =>
    jsonResponse(
      200,
      searchAnswer(results, 45, Number(params.get("page")), Number(params.get("per_page"))),
    ),
  );
  const view = renderAt(path, <SearchPage />, { pattern: "/pencarian" });
  const url = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, ...server, url };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: label }));
  const found = (await screen.findAllByTitle(option)).find((el) =>
    el.closest(".ant-select-dropdown"),
  );
  fireEvent.click(found as HTMLElement);
}

describe("Hasil Pencarian", () => {
  it("searches with the address's query and shows the results, the total and the badge", async () => {
    const { calls } = renderPage("/pencarian?q=rapat&jenis=arsip&page=2&per_page=20");

    expect(await screen.findByRole("heading", { name: "Hasil Pencarian" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Notulen Rapat 2025" });
    expect(link).toHaveAttribute("href", "/master-arsip/tabel-arsip");
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("Teks sedang diproses")).toBeInTheDocument();
    expect(within(row).getByText("rapat", { selector: "mark" })).toBeInTheDocument();
    expect(row).toHaveTextContent("hasil rapat & tindak lanjut");
    expect(within(row).getByText("Arsip")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 2 dari 3 total pages dan 45 total entri"),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Kata pencarian" })).toHaveValue("rapat");

    expect(Object.fromEntries(calls.at(-1) ?? [])).toEqual({
      q: "rapat",
      jenis: "arsip",
      page: "2",
      per_page: "20",
    });
  });

  it("writes each filter to the address, from page 1, and Back returns to the previous search", async () => {
    const { router, url, calls } = renderPage("/pencarian?q=rapat&page=3");
    await screen.findByRole("link", { name: "Notulen Rapat 2025" });

    await choose("Jenis", "Surat");
    await waitFor(() => expect(url().get("jenis")).toBe("surat"));
    expect(url().get("page")).toBeNull();
    await waitFor(() => expect(calls.at(-1)?.get("jenis")).toBe("surat"));

    const user = userEvent.setup({ delay: null });
    const field = screen.getByRole("textbox", { name: "Kata pencarian" });
    await user.clear(field);
    await user.type(field, "anggaran{Enter}");
    await waitFor(() => expect(url().get("q")).toBe("anggaran"));
    expect(url().get("jenis")).toBe("surat");

    await choose("Jumlah per halaman", "50 / halaman");
    await waitFor(() => expect(url().get("per_page")).toBe("50"));

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(url().get("q")).toBe("rapat");
    // The field follows the address back.
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Kata pencarian" })).toHaveValue("rapat"),
    );
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?q=rapat&page=3");
  });

  it("limits the dates only when asked, with the lists' Dari and Hingga", async () => {
    const { url, calls } = renderPage("/pencarian?q=rapat");
    await screen.findByRole("link", { name: "Notulen Rapat 2025" });
    expect(screen.queryByLabelText("Dari")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("checkbox", { name: "Batasi tanggal" }));
    const range = defaultDateRange();
    await waitFor(() => expect(url().get("start_date")).toBe(range.start_date));
    expect(url().get("end_date")).toBe(range.end_date);
    expect(screen.getByLabelText("Dari")).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.get("start_date")).toBe(range.start_date));

    await userEvent.click(screen.getByRole("checkbox", { name: "Batasi tanggal" }));
    await waitFor(() => expect(url().get("start_date")).toBeNull());
  });

  it("says when the total stopped counting past the cap", async () => {
    fakeSearchServer(() => jsonResponse(200, searchAnswer(results, 1001, 1, 10)));
    renderAt("/pencarian?q=kegiatan", <SearchPage />, { pattern: "/pencarian" });
    expect(await screen.findByText(/Lebih dari 1.000 hasil/)).toBeInTheDocument();
  });

  it("asks nothing for a term under two characters", async () => {
    const { calls } = renderPage("/pencarian?q=a");
    expect(await screen.findByText("Kata pencarian minimal 2 karakter")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

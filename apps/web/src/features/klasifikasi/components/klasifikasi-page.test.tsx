import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse } from "../../../test/http";
import { fakeServer, renderPage, row } from "./klasifikasi-page.fixtures";

describe("Master Klasifikasi: browsing", () => {
  it("pages five root codes with the spec's footer", async () => {
    const server = fakeServer();
    renderPage();
    expect(await screen.findByText("Umum")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 2 total pages dan 7 total entri"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Perekonomian")).not.toBeInTheDocument();
    expect(server.lists()[0]?.url.search).toBe("?page=1&per_page=5");

    fireEvent.click(screen.getByLabelText("Halaman berikutnya"));
    expect(await screen.findByText("Perekonomian")).toBeInTheDocument();
    expect(screen.queryByText("Umum")).not.toBeInTheDocument();
    expect(server.lists().at(-1)?.url.searchParams.get("page")).toBe("2");
  });

  it("opens a node to show its sub-codes", async () => {
    fakeServer();
    renderPage();
    await screen.findByText("Umum");
    expect(screen.queryByText("Ketatausahaan")).not.toBeInTheDocument();
    fireEvent.click(row("000").querySelector(".ant-table-row-expand-icon") as HTMLElement);
    expect(await screen.findByText("Ketatausahaan")).toBeInTheDocument();
  });

  it("searches 1 second after typing stops and shows the result expanded", async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByText("Umum");
    fireEvent.change(screen.getByLabelText("Cari kode atau nama"), {
      target: { value: "perjalanan" },
    });
    await new Promise((r) => setTimeout(r, 600));
    expect(server.lists().some((c) => c.url.searchParams.has("q"))).toBe(false);
    await waitFor(
      () => expect(server.lists().at(-1)?.url.searchParams.get("q")).toBe("perjalanan"),
      { timeout: 2000 },
    );
    expect(server.lists().filter((c) => c.url.searchParams.has("q"))).toHaveLength(1);
    expect(server.lists().at(-1)?.url.searchParams.get("page")).toBe("1");
    expect(await screen.findByText("Perjalanan Dinas Dalam Negeri")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 1 total pages dan 1 total entri"),
    ).toBeInTheDocument();
  });

  it("shows 'Gagal mengambil data' when the list fails, and no actions to a reader", async () => {
    fakeServer({ list: () => errorResponse(500, "Terjadi kesalahan pada server", "INTERNAL") });
    renderPage(9);
    // A 5xx is retried once (lib/query-client) before the page gives up.
    expect(
      await screen.findByText("Gagal mengambil data", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Tambah")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Hapus 000")).not.toBeInTheDocument();
  });
});

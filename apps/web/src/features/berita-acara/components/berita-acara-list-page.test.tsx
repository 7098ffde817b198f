import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { type Call, fakeBerkasServer, pageMeta } from "../../pemberkasan/test-support";
import { BA_ID, beritaAcara } from "../test-support";
import { BeritaAcaraListPage } from "./berita-acara-list-page";

const dipindahkan = beritaAcara({
  id: "01900000-0000-7000-8000-0000000000b2",
  jenis: "pemindahan",
  judul: "Berita Acara Pemindahan Arsip Inaktif",
  status: "ditandatangani",
  nomor: "800/13/DISKOMINFO/2026",
  ke_unit: { id: 5, nama: "Dinas Perpustakaan dan Kearsipan" },
  jumlah_berkas: 4,
  signed_at: "2026-04-03T07:15:00.000Z",
});

const lists = (calls: Call[]) =>
  calls.filter((c) => c.method === "GET" && c.path === "/egs/berita-acara").map((c) => c.params);

function serve() {
  return fakeBerkasServer((call) =>
    call.path === "/egs/berita-acara"
      ? jsonResponse(200, { items: [beritaAcara(), dipindahkan], meta: pageMeta(2) })
      : undefined,
  );
}

describe("Berita Acara list", () => {
  it("lists each with its number, status, unit, signer, berkas and dates, opening its detail", async () => {
    const calls = serve();
    renderAt("/arsip/berita-acara", <BeritaAcaraListPage />);
    const link = await screen.findByRole("link", { name: "Berita Acara Pemusnahan Arsip" });
    // Outside /arsip: the head of the unit opens it without the archive menus.
    expect(link).toHaveAttribute("href", `/berita-acara/${BA_ID}`);
    expect(screen.getByRole("heading", { name: "Berita Acara" })).toBeInTheDocument();
    for (const title of [
      "Judul",
      "Nomor",
      "Status",
      "Satuan Kerja",
      "Penandatangan",
      "Jumlah Berkas",
      "Dibuat",
      "Ditandatangani",
    ])
      expect(screen.getByText(title, { selector: "th" })).toBeInTheDocument();
    const waiting = link.closest("tr") as HTMLElement;
    const cells = within(waiting).getAllByRole("cell");
    expect(cells[1]).toHaveTextContent("-");
    expect(within(waiting).getByText("Menunggu tanda tangan")).toBeInTheDocument();
    expect(within(waiting).getByText("Budi Santoso")).toBeInTheDocument();
    expect(within(waiting).getByText("1 April 2026 09:00")).toBeInTheDocument();
    const done = screen
      .getByRole("link", { name: "Berita Acara Pemindahan Arsip Inaktif" })
      .closest("tr") as HTMLElement;
    expect(within(done).getByText("800/13/DISKOMINFO/2026")).toBeInTheDocument();
    expect(within(done).getByText("Ditandatangani")).toBeInTheDocument();
    expect(within(done).getByText("3 April 2026 14:15")).toBeInTheDocument();
    expect(within(done).getByText("4")).toBeInTheDocument();
    expect(lists(calls)[0]?.get("page")).toBe("1");
    expect(lists(calls)[0]?.get("per_page")).toBe("10");
  });

  it("filters by kind and status", async () => {
    const calls = serve();
    renderAt("/arsip/berita-acara", <BeritaAcaraListPage />);
    await screen.findByText("Berita Acara Pemusnahan Arsip");
    fireEvent.mouseDown(screen.getByLabelText("Saring status"));
    fireEvent.click(await screen.findByTitle("Menunggu tanda tangan"));
    await waitFor(() => expect(lists(calls).at(-1)?.get("status")).toBe("menunggu"));
    fireEvent.mouseDown(screen.getByLabelText("Saring jenis"));
    fireEvent.click(await screen.findByTitle("Berita Acara Penyerahan Arsip Statis"));
    await waitFor(() => expect(lists(calls).at(-1)?.get("jenis")).toBe("penyerahan"));
    expect(lists(calls).at(-1)?.get("status")).toBe("menunggu");
  });
});

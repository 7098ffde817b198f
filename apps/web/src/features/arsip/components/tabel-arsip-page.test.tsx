import type { ArsipItem } from "@lontar/contracts/arsip";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { contrastRatio, tagColors } from "../../../test/colors";
import { demoUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { TabelArsipPage } from "./tabel-arsip-page";

const item = (over: Partial<ArsipItem>): ArsipItem => ({
  _id: "01900000-0000-7000-8000-000000000001",
  id: "01900000-0000-7000-8000-000000000001",
  satuan_kerja_id: 3,
  jenis_arsip: { _id: 1, nama: "Surat Keputusan" },
  penyimpanan: { _id: 2, kode: "BX-1", nama: "Boks 1" },
  klasifikasi: { _id: 9, kode: "000.1", nama: "Ketatausahaan" },
  retensi: {
    aktif: 2,
    inaktif: 3,
    keterangan: "musnah",
    aktif_sampai: 2012,
    inaktif_sampai: 2015,
    lewat: true,
  },
  no_dokumen: "800/1/2010",
  tahun: 2010,
  nama_arsip: "SK Terbuka",
  klasifikasi_keamanan: "Biasa",
  file: "/egs/arsip/01900000-0000-7000-8000-000000000001/file",
  file_name: "sk.pdf",
  mime: "application/pdf",
  is_locked: false,
  deleted_at: null,
  created_at: "2025-01-01T00:00:00.000Z",
  ...over,
});
const open = item({});
const locked = item({
  _id: "01900000-0000-7000-8000-000000000002",
  id: "01900000-0000-7000-8000-000000000002",
  nama_arsip: "SK Terkunci",
  klasifikasi_keamanan: "Rahasia",
  is_locked: true,
  file: null,
});
const meta = { current_page: 1, last_page: 1, from: 1, to: 2, per_page: 5, total: 2 };

function fakeServer(write: (method: string, path: string) => Response) {
  const calls: { method: string; path: string; search: string }[] = [];
  stubFetch((raw, init) => {
    const url = new URL(raw, "http://x");
    const method = init.method ?? "GET";
    calls.push({ method, path: url.pathname, search: url.search });
    if (url.pathname === "/api/master/skpd") return jsonResponse(200, { data: [] });
    if (url.pathname.endsWith("/pluck"))
      return jsonResponse(200, { items: [{ _id: 1, nama: "Surat Keputusan" }] });
    if (
      method === "GET" &&
      (url.pathname === "/egs/arsip" || url.pathname === "/egs/arsip/deleted")
    )
      return jsonResponse(200, { items: [open, locked], meta });
    return write(method, url.pathname);
  });
  return calls;
}

function renderPage() {
  renderAt("/", <TabelArsipPage />, { user: { ...demoUser, user_level: 8 }, banner: true });
}

describe("Tabel Arsip", () => {
  it("opens searched by the document number a search result links to (?q=)", async () => {
    const calls = fakeServer(() => jsonResponse(200, {}));
    renderAt("/?q=800%2F1%2F2010", <TabelArsipPage />, {
      user: { ...demoUser, user_level: 8 },
      banner: true,
    });
    expect(await screen.findByText("SK Terbuka")).toBeInTheDocument();
    const listed = calls.find((c) => c.path === "/egs/arsip");
    expect(new URLSearchParams(listed?.search).get("q")).toBe("800/1/2010");
    expect(screen.getByDisplayValue("800/1/2010")).toBeInTheDocument();
  });

  it("shows the spec's columns, retention, and the type filter starting with 'Pilih Status'", async () => {
    fakeServer(() => jsonResponse(200, {}));
    renderPage();
    expect(await screen.findByText("SK Terbuka")).toBeInTheDocument();
    for (const title of [
      "No",
      "Jenis Arsip",
      "Nama penyimpanan",
      "Nomor Dokument",
      "Tahun",
      "Nama Arsip",
      "Kunci",
      "Lihat",
      "Unduh",
      "Edit",
      "Hapus",
    ])
      expect(screen.getAllByText(title, { selector: "th, th *" }).length).toBeGreaterThan(0);
    expect(screen.getByText("Pilih Status")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Saring jenis arsip" })).toBeInTheDocument();
    expect(screen.getAllByText(/Inaktif s.d. 2015/).length).toBe(2);
    // The storage location's name beside its code.
    expect(screen.getAllByText("BX-1 Boks 1")).toHaveLength(2);
    // A class other than Biasa is marked beside the name.
    expect(
      screen.getAllByText(/Rahasia|Biasa/, { selector: ".ant-tag" }).map((t) => t.textContent),
    ).toEqual(["Rahasia"]);
    const { text, background } = tagColors(screen.getByText("Rahasia", { selector: ".ant-tag" }));
    expect(contrastRatio(text || "#ffffff", background)).toBeGreaterThanOrEqual(4.5);
    expect(screen.getByText("Data Arsip Terhapus")).toBeInTheDocument();
    expect(screen.getByText("Usul Musnah")).toBeInTheDocument();
  });

  it("exports Excel by opening the signed link the server answers, without the bearer token", async () => {
    const url = "/egs/arsip/export/excel/file?token=abc";
    const calls = fakeServer((method, path) =>
      method === "GET" && path === "/egs/arsip/export/excel"
        ? jsonResponse(200, { items: { url } })
        : jsonResponse(404, {}),
    );
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute("href") ?? "");
    });
    renderPage();
    await screen.findByText("SK Terbuka");
    fireEvent.mouseEnter(screen.getByRole("button", { name: /Export/ }));
    fireEvent.click(await screen.findByText("Excel"));
    await waitFor(() => expect(followed).toEqual([url]));
    const asked = calls.find((c) => c.path === "/egs/arsip/export/excel");
    expect(new URLSearchParams(asked?.search).get("key")).toBe("aktif");
    click.mockRestore();
  });

  it("disables view, download, edit and delete of a locked item only", async () => {
    fakeServer(() => jsonResponse(200, {}));
    renderPage();
    await screen.findByText("SK Terkunci");
    for (const action of ["Lihat", "Unduh", "Ubah", "Hapus"]) {
      expect(screen.getByRole("button", { name: `${action} SK Terkunci` })).toBeDisabled();
      expect(screen.getByRole("button", { name: `${action} SK Terbuka` })).toBeEnabled();
    }
    expect(screen.getByRole("switch", { name: "Kunci SK Terkunci" })).toBeChecked();
  });

  it("toggles the lock, and says 'Request Gagal' when it fails", async () => {
    const calls = fakeServer(() => errorResponse(500, "Terjadi kesalahan"));
    renderPage();
    fireEvent.click(await screen.findByRole("switch", { name: "Kunci SK Terbuka" }));
    expect(await screen.findByText(/^error: Request Gagal/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === `/egs/arsip/${open._id}/toggle`)).toBe(true);
  });

  it("asks before deleting and reports 'Data berhasil dihapus'", async () => {
    const calls = fakeServer(() => jsonResponse(200, { items: { _id: open._id } }));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Hapus SK Terbuka" }));
    const popup = await screen.findByText("Apakah anda yakin menghapus arsip ini ?");
    const confirm = popup.closest(".ant-popover") as HTMLElement;
    fireEvent.click(within(confirm).getByText("Ya"));
    expect(await screen.findByText("success: Data berhasil dihapus")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe(`/egs/arsip/${open._id}`);
  });

  it("restores from the trash with 'Data berhasil di restore'; failure reads 'Data gagal di hapus'", async () => {
    let fail = false;
    fakeServer(() =>
      fail ? errorResponse(404, "Arsip tidak ditemukan") : jsonResponse(200, { items: open }),
    );
    renderPage();
    fireEvent.click(await screen.findByText("Data Arsip Terhapus"));
    fireEvent.click(await screen.findByRole("button", { name: "Restore SK Terbuka" }));
    let popup = await screen.findByText("Apakah anda yakin akan memulihkan arsip ini ?");
    fireEvent.click(within(popup.closest(".ant-popover") as HTMLElement).getByText("Ya"));
    expect(await screen.findByText("success: Data berhasil di restore")).toBeInTheDocument();

    fail = true;
    fireEvent.click(screen.getByRole("button", { name: "Hapus Permanent SK Terbuka" }));
    popup = await screen.findByText("Apakah anda yakin menghapus permanen arsip ini ?");
    fireEvent.click(within(popup.closest(".ant-popover") as HTMLElement).getByText("Ya"));
    await waitFor(() =>
      expect(
        screen.getByText("error: Data gagal di hapus: Arsip tidak ditemukan"),
      ).toBeInTheDocument(),
    );
  });
});

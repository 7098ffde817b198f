import type { MailListItem } from "@lontar/contracts/mail";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { looksGreen, tagColors } from "../../../test/colors";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import type { OutgoingSection } from "../sections";
import { LETTER_ID, listItem } from "../test-support";
import { OutgoingListPage } from "./outgoing-list-page";

const meta = (total: number) => ({
  current_page: 1,
  last_page: Math.ceil(total / 10),
  from: 1,
  to: Math.min(total, 10),
  per_page: 10,
  total,
});

function fakeServer(items: MailListItem[], onDelete?: () => Response) {
  const calls: { path: string; params: URLSearchParams }[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    calls.push({ path: url.pathname, params: url.searchParams });
    if (url.pathname.endsWith("/delete"))
      return onDelete?.() ?? jsonResponse(200, { items: { id: LETTER_ID, deleted: "daftar" } });
    return jsonResponse(200, { items, meta: meta(12) });
  });
  return calls;
}

const renderList = (section: OutgoingSection) =>
  renderAt(`/surat-keluar/${section}`, <OutgoingListPage section={section} />, {
    pattern: "/surat-keluar/:section",
    banner: true,
  });

const headers = () => screen.getAllByRole("columnheader").map((th) => th.textContent);

describe("Outgoing letter lists", () => {
  it("every list has the print icon, opening its print view under the filter on screen", async () => {
    const expected = {
      konsep: "/surat-keluar/print-view/konsep",
      persetujuan: "/surat-keluar/print-view/persetujuan",
      "surat-batal": "/surat-keluar/print-view/surat-batal",
      telusuri: "/surat-keluar/print-view/telusuri",
      terkirim: "/surat-keluar/print-view/terkirim",
    } as const;
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    for (const section of Object.keys(expected) as OutgoingSection[]) {
      const calls = fakeServer([listItem()]);
      const { unmount } = renderList(section);
      await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
      fireEvent.click(screen.getByRole("button", { name: "Cetak" }));
      const [href, target] = open.mock.lastCall as [string, string];
      expect(target).toBe("_blank");
      const url = new URL(href, "http://x");
      expect(url.pathname).toBe(expected[section]);
      // The dates the list was asked for; no page.
      const listed = calls.find((c) => c.path.startsWith("/egs/"))?.params;
      expect(url.searchParams.get("start_date")).toBe(listed?.get("start_date"));
      expect(url.searchParams.get("end_date")).toBe(listed?.get("end_date"));
      expect(url.searchParams.get("page")).toBeNull();
      unmount();
    }
    expect(open).toHaveBeenCalledTimes(5);
  });

  it("prints the search term typed on screen", async () => {
    const calls = fakeServer([listItem()]);
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderList("telusuri");
    await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    fireEvent.change(screen.getByPlaceholderText("Cari Berdasarkan perihal"), {
      target: { value: "anggaran" },
    });
    await waitFor(() => expect(calls.some((c) => c.params.get("q") === "anggaran")).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Cetak" }));
    const url = new URL((open.mock.lastCall as [string])[0], "http://x");
    expect(url.searchParams.get("q")).toBe("anggaran");
  });

  it("Konsep: date created, subject, status; 10 a page from konsep/mail, linked to the konsep detail", async () => {
    const calls = fakeServer([listItem({ status: { text: "draft" }, status_mail: "draft" })]);
    renderList("konsep");
    expect(await screen.findByRole("heading", { name: "KONSEP SURAT" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    expect(link).toHaveAttribute("href", `/surat-keluar/konsep/detail/${LETTER_ID}`);
    expect(headers()).toEqual(["No", "Tanggal Dibuat", "Perihal", "Status"]);
    expect(screen.getByText("13 Juli 2026")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 2 total pages dan 12 total entri"),
    ).toBeInTheDocument();
    const call = calls.find((c) => c.path === "/egs/konsep/mail");
    expect(call?.params.get("per_page")).toBe("10");
    expect(call?.params.get("page")).toBe("1");
    expect(call?.params.get("start_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(call?.params.get("end_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("Persetujuan: sender, highlighted unread rows with a badge, delete", async () => {
    fakeServer([
      listItem({ is_read: false }),
      listItem({ id: "01900000-0000-7000-8000-0000000000a2", hal: "Sudah Dibaca", is_read: true }),
    ]);
    renderList("persetujuan");
    const link = await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    expect(link).toHaveAttribute("href", `/surat-keluar/persetujuan/detail/${LETTER_ID}`);
    expect(headers()).toEqual(["No", "Tanggal", "Pengirim", "Perihal", "Status", "Hapus"]);
    expect(screen.getByText("PERSETUJUAN", { selector: "h3" })).toBeInTheDocument();
    expect(screen.getAllByText("Putri Ayu Lestari, A.Md.Kom.")).toHaveLength(2);
    const unread = link.closest("tr") as HTMLElement;
    expect(unread).toHaveClass("outgoing-list__row--unread");
    expect(within(unread).getByText("Belum dibaca")).toBeInTheDocument();
    const read = screen.getByRole("link", { name: "Sudah Dibaca" }).closest("tr") as HTMLElement;
    expect(read).not.toHaveClass("outgoing-list__row--unread");
    expect(within(read).queryByText("Belum dibaca")).not.toBeInTheDocument();
  });

  it("Surat Batal reads reject/mail and links to the surat-batal detail", async () => {
    const calls = fakeServer([listItem({ status: { text: "batal" }, status_mail: "batal" })]);
    renderList("surat-batal");
    expect(await screen.findByRole("heading", { name: "SURAT BATAL" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" })).toHaveAttribute(
      "href",
      `/surat-keluar/surat-batal/detail/${LETTER_ID}`,
    );
    expect(calls.some((c) => c.path === "/egs/reject/mail")).toBe(true);
    const batal = screen.getByText("Batal", { selector: ".ant-tag" });
    expect(looksGreen(tagColors(batal).text)).toBe(false);
    expect(screen.queryByText("batal")).not.toBeInTheDocument();
  });

  it("Telusuri: subject, date, examiner, the status in words, a cancelled letter never green", async () => {
    fakeServer([
      listItem({ hal: "Satu" }),
      listItem({
        id: "01900000-0000-7000-8000-0000000000a2",
        hal: "Dua",
        status: { text: "draft" },
        status_mail: "draft",
      }),
      listItem({
        id: "01900000-0000-7000-8000-0000000000a3",
        hal: "Tiga",
        status: { text: "terkirim" },
        status_mail: "terkirim",
      }),
      listItem({
        id: "01900000-0000-7000-8000-0000000000a4",
        hal: "Empat",
        status: { text: "batal" },
        status_mail: "batal",
      }),
      listItem({
        id: "01900000-0000-7000-8000-0000000000a5",
        hal: "Lima",
        status: { text: "perbaikan" },
        status_mail: "perbaikan",
      }),
    ]);
    renderList("telusuri");
    expect(await screen.findByRole("link", { name: "Satu" })).toHaveAttribute(
      "href",
      `/surat-keluar/telusuri/detail/${LETTER_ID}`,
    );
    expect(headers()).toEqual(["No", "Perihal", "Tanggal", "Pemeriksa", "Status", "Hapus"]);
    expect(screen.getByRole("heading", { name: "TELUSURI SURAT" })).toBeInTheDocument();
    expect(screen.getAllByText("Rizky Pratama Harahap, S.T., M.Kom.")).toHaveLength(5);
    const badge = (hal: string) =>
      within(screen.getByRole("link", { name: hal }).closest("tr") as HTMLElement).getByText(/./, {
        selector: ".ant-tag",
      });
    expect(badge("Satu")).toHaveTextContent("Dalam Pemeriksaan");
    expect(badge("Dua")).toHaveTextContent("Konsep");
    expect(badge("Tiga")).toHaveTextContent("Terkirim");
    expect(badge("Empat")).toHaveTextContent("Batal");
    expect(badge("Lima")).toHaveTextContent("Perbaikan");
    expect(looksGreen(tagColors(badge("Tiga")).text)).toBe(true);
    for (const hal of ["Satu", "Dua", "Empat", "Lima"])
      expect(looksGreen(tagColors(badge(hal)).text)).toBe(false);
  });

  it("Terkirim: 'SURAT KELUAR TERKIRIM' with number, date, recipient, subject", async () => {
    fakeServer([
      listItem({
        no_surat: "005/3/2.16/2026",
        tanggal_surat: "2026-07-20",
        status_mail: "terkirim",
      }),
    ]);
    renderList("terkirim");
    expect(
      await screen.findByRole("heading", { name: "SURAT KELUAR TERKIRIM" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" })).toHaveAttribute(
      "href",
      `/surat-keluar/terkirim/detail/${LETTER_ID}`,
    );
    expect(headers()).toEqual(["No", "Nomor Surat", "Tanggal", "Kepada", "Perihal"]);
    expect(screen.getByText("005/3/2.16/2026")).toBeInTheDocument();
    expect(screen.getByText("20 Juli 2026")).toBeInTheDocument();
    expect(screen.getByText("Dr. H. Syamsul Bahri, M.Pd.")).toBeInTheDocument();
  });

  it("asks before deleting, awaits the call and reports success", async () => {
    const calls = fakeServer([listItem()]);
    renderList("telusuri");
    fireEvent.click(await screen.findByRole("button", { name: "Hapus Undangan Rapat Koordinasi" }));
    const popup = await screen.findByText("Apakah anda yakin akan menghapus surat ini ?");
    fireEvent.click(within(popup.closest(".ant-popover") as HTMLElement).getByText("Ya"));
    expect(await screen.findByText("success: Surat berhasil dihapus")).toBeInTheDocument();
    expect(calls.some((c) => c.path === `/egs/mail/${LETTER_ID}/delete`)).toBe(true);
  });

  it("shows a failed delete in the banner", async () => {
    fakeServer([listItem()], () => errorResponse(404, "Surat tidak ditemukan"));
    renderList("persetujuan");
    fireEvent.click(await screen.findByRole("button", { name: "Hapus Undangan Rapat Koordinasi" }));
    const popup = await screen.findByText("Apakah anda yakin akan menghapus surat ini ?");
    fireEvent.click(within(popup.closest(".ant-popover") as HTMLElement).getByText("Ya"));
    await waitFor(() =>
      expect(screen.getByTestId("banner")).toHaveTextContent(
        "error: Surat gagal dihapus: Surat tidak ditemukan",
      ),
    );
  });
});

import type { BankListItem } from "@lontar/contracts/bank";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { looksGreen, tagColors } from "../../../test/colors";
import { secretariatUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { BANK_LETTER_ID, bankItem, listMeta } from "../test-support";
import { BankListPage } from "./bank-list-page";

const TYPES = [
  { _id: 4, id: 4, kode: "UND", type: "text-editor", nama: "Surat Undangan", template: "" },
  { _id: 5, id: 5, kode: "ND", type: "text-editor", nama: "Nota Dinas", template: "" },
];
const STATUSES = ["draft", "pemeriksa", "perbaikan", "batal", "terkirim"].map((name) => ({ name }));

function fakeServer(items: BankListItem[], excel?: () => Response) {
  const calls: { path: string; params: URLSearchParams }[] = [];
  const fetchMock = stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    calls.push({ path: url.pathname, params: url.searchParams });
    if (url.pathname === "/egs/mail-type") return jsonResponse(200, { items: TYPES });
    if (url.pathname === "/egs/mail-status") return jsonResponse(200, { items: STATUSES });
    if (url.pathname.endsWith("/download/excel"))
      return excel?.() ?? new Response(new Blob(["PK"]), { status: 200 });
    const perPage = Number(url.searchParams.get("per_page") ?? 10);
    return jsonResponse(200, { items, meta: listMeta(23, perPage) });
  });
  return { calls, fetchMock };
}

const lastList = (calls: { path: string; params: URLSearchParams }[], path: string) =>
  calls.filter((c) => c.path === path).at(-1)?.params;
const headers = () => screen.getAllByRole("columnheader").map((th) => th.textContent);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: label }));
  const found = (await screen.findAllByTitle(option)).find((el) =>
    el.closest(".ant-select-dropdown"),
  );
  fireEvent.click(found as HTMLElement);
}

beforeEach(() => {
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:bank", revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe("Bank Surat Keluar", () => {
  it("lists the bank with its columns, the status badge and links to the bank detail", async () => {
    const { calls } = fakeServer([
      bankItem(),
      bankItem({
        id: "01900000-0000-7000-8000-0000000000c2",
        hal: "Surat Batal",
        status: { text: "batal" },
        status_mail: "batal",
        sifat_pengamanan: "Rahasia",
      }),
    ]);
    renderAt("/bank-surat/keluar", <BankListPage kind="keluar" />, { user: secretariatUser });
    expect(await screen.findByRole("heading", { name: "Bank Surat Keluar" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    expect(link).toHaveAttribute("href", `/bank-surat/keluar/list/detail/${BANK_LETTER_ID}`);
    expect(headers()).toEqual([
      "No",
      "Tanggal Dibuat",
      "Nomor Surat",
      "Hal",
      "Pengirim",
      "Status",
      "Jenis Surat",
    ]);
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("13 Juli 2026")).toBeInTheDocument();
    expect(looksGreen(tagColors(within(row).getByText("Terkirim")).text)).toBe(true);
    expect(within(row).getByText("000.1.2/15/DISKOMINFO/2026")).toBeInTheDocument();
    const batal = screen.getByRole("link", { name: "Surat Batal" }).closest("tr") as HTMLElement;
    expect(looksGreen(tagColors(within(batal).getByText("Batal")).text)).toBe(false);
    expect(within(batal).getByText("Rahasia")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 3 total pages dan 23 total entri"),
    ).toBeInTheDocument();
    const params = lastList(calls, "/egs/master/bank-mail-keluar");
    expect(params?.get("per_page")).toBe("10");
    expect(params?.get("page")).toBe("1");
    expect(params?.get("start_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(params?.get("end_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("offers 10, 20 or 50 a page; a new size starts again at page 1", async () => {
    const { calls } = fakeServer([bankItem()]);
    renderAt("/bank-surat/keluar", <BankListPage kind="keluar" />, { user: secretariatUser });
    await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    fireEvent.click(screen.getByRole("button", { name: "Halaman berikutnya" }));
    await waitFor(() =>
      expect(lastList(calls, "/egs/master/bank-mail-keluar")?.get("page")).toBe("2"),
    );
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Jumlah per halaman" }));
    const options = (await screen.findAllByText(/\/ halaman$/)).filter((el) =>
      el.closest(".ant-select-item"),
    );
    expect(options.map((o) => o.textContent)).toEqual([
      "10 / halaman",
      "20 / halaman",
      "50 / halaman",
    ]);
    fireEvent.click(options[2] as HTMLElement);
    await waitFor(() => {
      const params = lastList(calls, "/egs/master/bank-mail-keluar");
      expect(params?.get("per_page")).toBe("50");
      expect(params?.get("page")).toBe("1");
    });
  });

  it("filters by letter type and status (drafts are never offered)", async () => {
    const { calls } = fakeServer([bankItem()]);
    renderAt("/bank-surat/keluar", <BankListPage kind="keluar" />, { user: secretariatUser });
    await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    await choose("Jenis Surat", "Nota Dinas");
    await waitFor(() =>
      expect(lastList(calls, "/egs/master/bank-mail-keluar")?.get("jenis_surat")).toBe("5"),
    );
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status Surat" }));
    await screen.findAllByTitle("Batal");
    expect(screen.queryByTitle("Konsep")).not.toBeInTheDocument();
    await choose("Status Surat", "Batal");
    await waitFor(() => {
      const params = lastList(calls, "/egs/master/bank-mail-keluar");
      expect(params?.get("status_surat")).toBe("batal");
      expect(params?.get("jenis_surat")).toBe("5");
    });
  });

  it("prints the whole filter in the print view, in a new tab", async () => {
    fakeServer([bankItem()]);
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderAt("/bank-surat/keluar", <BankListPage kind="keluar" />, { user: secretariatUser });
    await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    await choose("Status Surat", "Terkirim");
    fireEvent.click(screen.getByRole("button", { name: "Cetak" }));
    expect(open).toHaveBeenCalledTimes(1);
    const [href, target] = open.mock.calls[0] as [string, string];
    expect(target).toBe("_blank");
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/bank-surat/list-surat/listBankSuratKeluarPrinted");
    expect(url.searchParams.get("start_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get("status_surat")).toBe("terkirim");
    expect(url.searchParams.get("page")).toBeNull();
  });

  it("downloads the Excel file: 'success-bank-surat', or 'fail-bank-surat' with the reason", async () => {
    let fail = false;
    const { calls } = fakeServer([bankItem()], () =>
      fail
        ? errorResponse(403, "Bank surat hanya untuk sekretariat satuan kerja", "FORBIDDEN")
        : new Response(new Blob(["PK"]), { status: 200 }),
    );
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderAt("/bank-surat/keluar", <BankListPage kind="keluar" />, { user: secretariatUser });
    await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    fireEvent.click(screen.getByRole("button", { name: /Unduh Excel/ }));
    const ok = await screen.findByText("File Excel berhasil diunduh");
    expect(ok.closest("[data-status]")).toHaveAttribute("data-status", "success-bank-surat");
    const download = calls.find((c) => c.path.endsWith("/download/excel"));
    expect(download?.path).toBe("/egs/master/bank-mail-keluar/download/excel");
    expect(download?.params.get("start_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(clicks).toHaveBeenCalledTimes(1);
    const saved = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toMatch(/^bank-surat-keluar_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);

    fail = true;
    fireEvent.click(screen.getByRole("button", { name: /Unduh Excel/ }));
    const failed = await screen.findByText(
      "File Excel gagal diunduh: Bank surat hanya untuk sekretariat satuan kerja",
    );
    expect(failed.closest("[data-status]")).toHaveAttribute("data-status", "fail-bank-surat");
  });
});

describe("incoming banks", () => {
  it("Bank Surat Masuk (Sekretariat): received date, sender, disposition, badge; no type or status filter", async () => {
    const { calls } = fakeServer([
      bankItem({
        hal: "Permohonan Narasumber",
        dari: "Dinas Pendidikan Provinsi Contoh",
        status: { text: "Didisposisi" },
        disposisi: "Made Adi Wiranata → Rizky Pratama Harahap",
      }),
    ]);
    const { router } = renderAt("/bank-surat/masuk-sekretariat", <BankListPage kind="masuk" />, {
      user: secretariatUser,
    });
    expect(
      await screen.findByRole("heading", { name: "Bank Surat Masuk (Sekretariat)" }),
    ).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Permohonan Narasumber" });
    expect(link).toHaveAttribute(
      "href",
      `/bank-surat/masuk-sekretariat/list/detail/${BANK_LETTER_ID}`,
    );
    expect(headers()).toEqual([
      "No",
      "Tanggal Terima",
      "Nomor Surat",
      "Perihal",
      "Pengirim",
      "Disposisi",
      "Status",
    ]);
    expect(looksGreen(tagColors(screen.getByText("Didisposisi")).text)).toBe(true);
    expect(screen.getByText("Made Adi Wiranata → Rizky Pratama Harahap")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Jenis Surat" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === "/egs/master/bank-mail-masuk")).toBe(true);
    // A click anywhere on the row opens the letter.
    fireEvent.click(screen.getByText("Dinas Pendidikan Provinsi Contoh"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/bank-surat/masuk-sekretariat/list/detail/${BANK_LETTER_ID}`,
      ),
    );
  });

  it("Bank Surat Masuk reads bank-mail-masuk-internal and names the sending unit", async () => {
    const { calls } = fakeServer([
      bankItem({ satuan_kerja_nama: "Dinas Pendidikan", status: { text: "Belum Dibaca" } }),
    ]);
    renderAt("/bank-surat/masuk", <BankListPage kind="masuk-internal" />, {
      user: secretariatUser,
    });
    expect(await screen.findByRole("heading", { name: "Bank Surat Masuk" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Undangan Rapat Koordinasi" });
    expect(link).toHaveAttribute("href", `/bank-surat/masuk/list/detail/${BANK_LETTER_ID}`);
    expect(screen.getByText("Dinas Pendidikan")).toBeInTheDocument();
    expect(looksGreen(tagColors(screen.getByText("Belum Dibaca")).text)).toBe(false);
    expect(calls.some((c) => c.path === "/egs/master/bank-mail-masuk-internal")).toBe(true);
  });

  it("a refused list says why", async () => {
    stubFetch(() =>
      errorResponse(403, "Bank surat hanya untuk sekretariat satuan kerja", "FORBIDDEN"),
    );
    renderAt("/bank-surat/masuk", <BankListPage kind="masuk-internal" />, {
      user: secretariatUser,
    });
    expect(
      await screen.findByText(/Bank surat hanya untuk sekretariat satuan kerja/),
    ).toBeInTheDocument();
  });
});

import { BERKAS_MESSAGES } from "@lontar/contracts/berkas";
import type { KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { todayInJakarta } from "../../../lib/dates";
import { demoUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { BERKAS_ID, berkas, type Call, fakeBerkasServer, pageMeta } from "../test-support";
import { DIUSULKAN_TEXT } from "./berkas-status-tag";
import { PemberkasanPage } from "./pemberkasan-page";

const terbuka = berkas({
  id: "01900000-0000-7000-8000-0000000000e2",
  nomor_berkas: 13,
  judul: "Rapat koordinasi SPBE",
  klasifikasi: { id: 4, kode: "000.1", nama: "Ketatausahaan" },
  kurun_waktu_selesai: null,
  status: "aktif",
  jumlah: 0,
  ditutup_pada: null,
  retensi: { aktif: 2, inaktif: 3, keterangan: "musnah", inaktif_pada: null, nasib_pada: null },
});

/** Past its retention, already proposed for destruction by a Berita Acara. */
const diusulkan = berkas({ status: "usul_musnah", diusulkan: true });

const klasifikasiNode: KlasifikasiNode = {
  _id: 4,
  id: 4,
  kode: "000.1",
  nama: "Ketatausahaan",
  parent: null,
  retensi_aktif: 2,
  retensi_inaktif: 3,
  keterangan_retensi: "musnah",
  childs: [],
};

/** The list answers with both files; the code tree with one code; `write` answers the rest. */
function serve(write: (call: Call) => Response | undefined = () => undefined) {
  return fakeBerkasServer((call) => {
    if (call.method === "GET" && call.path === "/egs/berkas")
      return jsonResponse(200, { items: [diusulkan, terbuka], meta: pageMeta(2) });
    if (call.path === "/egs/master/klasifikasi")
      return jsonResponse(200, {
        items: [klasifikasiNode],
        meta: { ...pageMeta(1), per_page: 5 },
      });
    return write(call);
  });
}

const lists = (calls: Call[]) =>
  calls.filter((c) => c.method === "GET" && c.path === "/egs/berkas").map((c) => c.params);

const renderPage = (user = demoUser) =>
  renderAt("/arsip/pemberkasan", <PemberkasanPage />, { user, banner: true });

/** Chooses `000.1 - Ketatausahaan` in the classification modal the picker opened. */
async function pickKlasifikasi() {
  // By label: role queries over the whole tree table are slow in jsdom.
  fireEvent.click(await screen.findByLabelText("Pilih 000.1"));
  await waitFor(() => expect(screen.queryByLabelText("Pilih 000.1")).not.toBeInTheDocument());
}

describe("Pemberkasan", () => {
  it("lists the work unit's berkas with the daftar berkas columns, each opening its detail", async () => {
    const calls = serve();
    renderPage();
    const link = await screen.findByRole("link", { name: "Perjalanan dinas ke Jakarta" });
    expect(link).toHaveAttribute("href", `/arsip/pemberkasan/${BERKAS_ID}`);
    expect(screen.getByRole("heading", { name: "Pemberkasan" })).toBeInTheDocument();
    for (const title of [
      "No. Berkas",
      "Kode Klasifikasi",
      "Uraian Informasi",
      "Kurun Waktu",
      "Jumlah",
      "Status",
      "Retensi",
    ])
      expect(screen.getByText(title, { selector: "th" })).toBeInTheDocument();
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("12/2026")).toBeInTheDocument();
    expect(within(row).getByText("000.1.2")).toBeInTheDocument();
    expect(within(row).getByText("2 Maret 2026 – 20 Maret 2026")).toBeInTheDocument();
    expect(within(row).getByText("Usul Musnah")).toBeInTheDocument();
    expect(within(row).getByText(DIUSULKAN_TEXT)).toBeInTheDocument();
    expect(within(row).getByText("Aktif 2 th · Inaktif 3 th · musnah")).toBeInTheDocument();
    expect(within(row).getByText("Inaktif pada 21 Maret 2028")).toBeInTheDocument();
    const open = screen.getByRole("link", { name: "Rapat koordinasi SPBE" }).closest("tr");
    expect(within(open as HTMLElement).getByText("Aktif (terbuka)")).toBeInTheDocument();
    expect(within(open as HTMLElement).getByText(/– sekarang$/)).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 1 total pages dan 2 total entri"),
    ).toBeInTheDocument();
    // Staff see their own work unit: the server scopes the list, the page sends no unit.
    const first = lists(calls)[0];
    expect(first?.get("page")).toBe("1");
    expect(first?.get("per_page")).toBe("10");
    expect(first?.has("satuan_kerja_id")).toBe(false);
  });

  it("sends the status, the year and the words, each from page 1", async () => {
    const calls = serve();
    renderPage();
    await screen.findByText("Perjalanan dinas ke Jakarta");

    fireEvent.mouseDown(screen.getByLabelText("Saring status"));
    fireEvent.click(await screen.findByTitle("Inaktif"));
    await waitFor(() => expect(lists(calls).at(-1)?.get("status")).toBe("inaktif"));

    const year = todayInJakarta().slice(0, 4);
    fireEvent.mouseDown(screen.getByLabelText("Saring tahun"));
    fireEvent.click(await screen.findByTitle(year));
    await waitFor(() => expect(lists(calls).at(-1)?.get("year")).toBe(year));

    const search = screen.getByLabelText("Cari uraian informasi");
    fireEvent.change(search, { target: { value: "jakarta" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lists(calls).at(-1)?.get("q")).toBe("jakarta"));
    const last = lists(calls).at(-1);
    expect(last?.get("status")).toBe("inaktif");
    expect(last?.get("year")).toBe(year);
    expect(last?.get("page")).toBe("1");
  });

  it("filters by a classification code chosen from the tree, and drops the filter", async () => {
    const calls = serve();
    renderPage();
    await screen.findByText("Perjalanan dinas ke Jakarta");
    expect(screen.getByLabelText("Saring kode klasifikasi")).toHaveValue("");
    // The field opens the tree, as its Pilih button does.
    fireEvent.click(screen.getByLabelText("Saring kode klasifikasi"));
    await pickKlasifikasi();
    await waitFor(() => expect(lists(calls).at(-1)?.get("klasifikasi")).toBe("000.1"));
    expect(screen.getByLabelText("Saring kode klasifikasi")).toHaveValue("000.1 - Ketatausahaan");

    fireEvent.click(screen.getByLabelText("Hapus saringan kode klasifikasi"));
    // Back to the unfiltered list (answered from the cache of the first call).
    await waitFor(() => expect(screen.getByLabelText("Saring kode klasifikasi")).toHaveValue(""));
    expect(screen.queryByLabelText("Hapus saringan kode klasifikasi")).not.toBeInTheDocument();
  });

  it("on a phone each berkas is a card headed by its uraian, linking to the detail", async () => {
    const desktop = window.innerWidth;
    window.innerWidth = 390;
    try {
      serve();
      renderPage();
      const cards = await screen.findByRole("list", { name: "Daftar Berkas" });
      expect(within(cards).getAllByRole("listitem")).toHaveLength(2);
      expect(
        within(cards).getByRole("link", { name: "Perjalanan dinas ke Jakarta" }),
      ).toHaveAttribute("href", `/arsip/pemberkasan/${BERKAS_ID}`);
      expect(within(cards).getAllByText("Kurun Waktu")).toHaveLength(2);
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
    } finally {
      window.innerWidth = desktop;
    }
  });

  it("an administrator lists the work unit chosen (their own at first)", async () => {
    const calls = serve();
    renderPage({ ...demoUser, user_level: 1 });
    await screen.findByText("Perjalanan dinas ke Jakarta");
    expect(lists(calls)[0]?.get("satuan_kerja_id")).toBe("3");
  });

  it("the header downloads the unit's Daftar Arsip Aktif; a failure says why", async () => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:daftar", revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    let refuse = false;
    const calls = serve((call) =>
      call.path !== "/egs/berkas/daftar"
        ? undefined
        : refuse
          ? errorResponse(503, "Layanan PDF sedang sibuk", "PDF_BUSY")
          : new Response("PK", { status: 200 }),
    );
    renderPage({ ...demoUser, user_level: 1 });
    await screen.findByText("Perjalanan dinas ke Jakarta");
    const unduh = (format: string) =>
      screen.getByText(`Unduh Daftar Arsip Aktif (${format})`).closest("button") as HTMLElement;
    fireEvent.click(unduh("Excel"));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      `daftar-arsip-aktif-${todayInJakarta()}.xlsx`,
    );
    refuse = true;
    await waitFor(() => expect(unduh("PDF")).toBeEnabled());
    fireEvent.click(unduh("PDF"));
    expect(
      await screen.findByText("error: Daftar Arsip Aktif gagal diunduh: Layanan PDF sedang sibuk"),
    ).toBeInTheDocument();
    const daftar = calls.filter((c) => c.path === "/egs/berkas/daftar").map((c) => c.params);
    // An administrator's list is of the work unit chosen (their own at first).
    expect(daftar.map((p) => p.toString())).toEqual([
      "jenis=aktif&format=xlsx&satuan_kerja_id=3",
      "jenis=aktif&format=pdf&satuan_kerja_id=3",
    ]);
  });

  it("Tambah Berkas checks the fields, posts the berkas and shows the server's field errors", async () => {
    const posts: unknown[] = [];
    const calls = serve((call) => {
      if (call.method !== "POST") return undefined;
      posts.push(call.body);
      return posts.length === 1
        ? errorResponse(422, "Data yang dikirim tidak valid", "VALIDATION_FAILED", {
            judul: ["Uraian informasi terlalu panjang"],
          })
        : jsonResponse(201, { items: terbuka });
    });
    renderPage();
    await screen.findByText("Perjalanan dinas ke Jakarta");
    fireEvent.click(screen.getByText("Tambah Berkas", { selector: "button > span" }));
    const dialog = await screen.findByRole("dialog");
    const today = todayInJakarta().split("-").reverse().join("/");
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Kurun Waktu Mulai")).toHaveValue(today),
    );

    fireEvent.click(within(dialog).getByText("Simpan"));
    expect(await within(dialog).findByText("Kode klasifikasi wajib dipilih")).toBeInTheDocument();
    expect(within(dialog).getByText("Uraian informasi wajib diisi")).toBeInTheDocument();
    expect(posts).toEqual([]);

    fireEvent.click(within(dialog).getByText("Pilih"));
    await pickKlasifikasi();
    expect(within(dialog).getByLabelText("Kode Klasifikasi")).toHaveValue("000.1 - Ketatausahaan");
    fireEvent.change(within(dialog).getByLabelText("Uraian Informasi"), {
      target: { value: "Rapat koordinasi SPBE" },
    });
    fireEvent.change(within(dialog).getByLabelText("Catatan"), {
      target: { value: "Boks 3" },
    });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Terbatas" }));
    fireEvent.click(within(dialog).getByText("Simpan"));
    expect(await within(dialog).findByText("Uraian informasi terlalu panjang")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Data yang dikirim tidak valid");
    expect(posts[0]).toEqual({
      klasifikasi_kode: "000.1",
      judul: "Rapat koordinasi SPBE",
      kurun_waktu_mulai: todayInJakarta(),
      catatan: "Boks 3",
      klasifikasi_keamanan: "Terbatas",
    });

    fireEvent.click(within(dialog).getByText("Simpan"));
    expect(await screen.findByText(`success: ${BERKAS_MESSAGES.added}`)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    // The list reloads with the new berkas.
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(1));
  });
});

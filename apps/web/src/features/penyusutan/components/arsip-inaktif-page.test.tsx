import { BERITA_ACARA_MESSAGES } from "@lontar/contracts/berita-acara";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { todayInJakarta } from "../../../lib/dates";
import { jsonResponse } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { beritaAcara } from "../../berita-acara/test-support";
import {
  BERKAS_ID,
  berkas,
  type Call,
  fakeBerkasServer,
  pageMeta,
} from "../../pemberkasan/test-support";
import { ArsipInaktifPage } from "./arsip-inaktif-page";

const inaktif = berkas({ status: "inaktif" });
const permanen = berkas({
  id: "01900000-0000-7000-8000-0000000000e5",
  nomor_berkas: 5,
  judul: "Peraturan Bupati tentang SPBE",
  status: "permanen",
  retensi: { aktif: 2, inaktif: 3, keterangan: "permanen", inaktif_pada: null, nasib_pada: null },
});
const UNITS = [
  { satuan_kerja_id: 3, kode_skpd: "2.16", satuan_kerja_nama: "Dinas Komunikasi dan Informatika" },
  { satuan_kerja_id: 5, kode_skpd: "2.24", satuan_kerja_nama: "Dinas Perpustakaan dan Kearsipan" },
];

const lists = (calls: Call[]) =>
  calls.filter((c) => c.method === "GET" && c.path === "/egs/berkas").map((c) => c.params);
const posts = (calls: Call[]) => calls.filter((c) => c.method === "POST");

function serve() {
  return fakeBerkasServer((call) => {
    if (call.path === "/api/master/skpd") return jsonResponse(200, { data: UNITS });
    if (call.method === "GET" && call.path === "/egs/berkas")
      return jsonResponse(200, { items: [inaktif, permanen], meta: pageMeta(2) });
    if (call.path === "/egs/berkas/daftar")
      return new Response("PK", { status: 200, headers: { "Content-Type": "application/zip" } });
    if (call.method === "POST")
      return jsonResponse(201, {
        items: beritaAcara({ jenis: "pemindahan", judul: "Berita Acara Pemindahan Arsip Inaktif" }),
      });
    return undefined;
  });
}

const renderPage = () => renderAt("/arsip/arsip-inaktif", <ArsipInaktifPage />);
// By text and label: role queries over the whole table are slow in jsdom.
const button = (root: HTMLElement, text: string) =>
  within(root).getByText(text, { selector: "button span" }).closest("button") as HTMLElement;

/** Chooses `unit` in the dialog's receiving-unit select labelled `label`. */
async function chooseUnit(dialog: HTMLElement, label: string, unit: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(unit));
}

describe("Arsip Inaktif", () => {
  it("lists the inactive berkas first; the status chooses among Inaktif, Usul Musnah and Permanen", async () => {
    const calls = serve();
    renderPage();
    expect(await screen.findByText("Perjalanan dinas ke Jakarta")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Arsip Inaktif" })).toBeInTheDocument();
    expect(lists(calls)[0]?.get("status")).toBe("inaktif");

    fireEvent.click(screen.getByLabelText("Pilih berkas 12/2026"));
    expect(screen.getByText("1 berkas dipilih")).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText("Saring status"));
    fireEvent.click(await screen.findByTitle("Permanen"));
    const options = document.querySelectorAll(".ant-select-item-option");
    expect([...options].map((o) => o.textContent)).toEqual(["Inaktif", "Usul Musnah", "Permanen"]);
    await waitFor(() => expect(lists(calls).at(-1)?.get("status")).toBe("permanen"));
    expect(lists(calls).at(-1)?.get("page")).toBe("1");
    // A new filter drops the choice.
    expect(screen.getByText("0 berkas dipilih")).toBeInTheDocument();
  });

  it("downloads the Daftar Arsip Inaktif as Excel and as PDF", async () => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:daftar", revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const saved = () => click.mock.contexts.map((a) => (a as HTMLAnchorElement).download);
    const calls = serve();
    renderPage();
    await screen.findByText("Perjalanan dinas ke Jakarta");
    const today = todayInJakarta();
    fireEvent.click(button(document.body, "Unduh Daftar Arsip Inaktif (Excel)"));
    await waitFor(() => expect(saved()).toEqual([`daftar-arsip-inaktif-${today}.xlsx`]));
    // One download at a time: the other button waits for the first to end.
    const pdf = button(document.body, "Unduh Daftar Arsip Inaktif (PDF)");
    await waitFor(() => expect(pdf).toBeEnabled());
    fireEvent.click(pdf);
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()[1]).toBe(`daftar-arsip-inaktif-${today}.pdf`);
    const daftar = calls.filter((c) => c.path === "/egs/berkas/daftar").map((c) => c.params);
    expect(daftar.map((p) => `${p.get("jenis")} ${p.get("format")}`)).toEqual([
      "inaktif xlsx",
      "inaktif pdf",
    ]);
    // Staff list their own work unit: the server knows it.
    expect(daftar[0]?.has("satuan_kerja_id")).toBe(false);
  });

  it("'Pindahkan' asks for the receiving unit and proposes the transfer", async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(await screen.findByLabelText("Pilih berkas 12/2026"));
    fireEvent.click(button(document.body, "Pindahkan"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Pindahkan Berkas")).toBeInTheDocument();
    fireEvent.click(button(dialog, "Usulkan"));
    expect(
      await within(dialog).findByText(BERITA_ACARA_MESSAGES.keUnitRequired),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await chooseUnit(dialog, "Pilih unit kerja penerima", "Dinas Perpustakaan dan Kearsipan");
    fireEvent.click(button(dialog, "Usulkan"));
    expect(await screen.findByText(BERITA_ACARA_MESSAGES.proposed)).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: "/egs/berkas/pemindahan",
        body: { berkas_ids: [BERKAS_ID], ke_unit: 5 },
      }),
    ]);
  });

  it("'Serahkan' takes only permanent berkas, to an archival institution", async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(await screen.findByLabelText("Pilih berkas 12/2026"));
    expect(button(document.body, "Serahkan")).toBeDisabled();
    expect(button(document.body, "Pindahkan")).toBeEnabled();
    expect(screen.getByText("Serahkan hanya untuk berkas berstatus Permanen.")).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText("Pilih berkas 12/2026"));
    fireEvent.click(screen.getByLabelText("Pilih berkas 5/2026"));
    fireEvent.click(button(document.body, "Serahkan"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Lembaga kearsipan penerima")).toBeInTheDocument();
    await chooseUnit(
      dialog,
      "Pilih lembaga kearsipan penerima",
      "Dinas Perpustakaan dan Kearsipan",
    );
    fireEvent.click(button(dialog, "Usulkan"));
    expect(await screen.findByText(BERITA_ACARA_MESSAGES.proposed)).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: "/egs/berkas/penyerahan",
        body: { berkas_ids: [permanen.id], ke_unit: 5 },
      }),
    ]);
  });
});

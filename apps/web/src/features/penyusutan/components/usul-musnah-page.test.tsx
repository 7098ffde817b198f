import { BERITA_ACARA_MESSAGES } from "@lontar/contracts/berita-acara";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse, jsonResponse } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { BA_ID, beritaAcara } from "../../berita-acara/test-support";
import { DIUSULKAN_TEXT } from "../../pemberkasan/components/berkas-status-tag";
import {
  BERKAS_ID,
  berkas,
  type Call,
  fakeBerkasServer,
  pageMeta,
} from "../../pemberkasan/test-support";
import { RAHASIA_CHECKBOX } from "./usul-modal";
import { UsulMusnahPage } from "./usul-musnah-page";

const due = berkas({ status: "usul_musnah" });
const secret = berkas({
  id: "01900000-0000-7000-8000-0000000000e3",
  nomor_berkas: 3,
  judul: "Pengaduan pegawai",
  status: "usul_musnah",
});
/** Already proposed by a waiting Berita Acara. */
const proposed = berkas({
  id: "01900000-0000-7000-8000-0000000000e4",
  nomor_berkas: 4,
  judul: "Rapat anggaran",
  status: "usul_musnah",
  diusulkan: true,
});

const lists = (calls: Call[]) =>
  calls.filter((c) => c.method === "GET" && c.path === "/egs/berkas").map((c) => c.params);

/** The list holds the three; `write` answers the proposals. */
function serve(
  write: (call: Call) => Response = () => jsonResponse(201, { items: beritaAcara() }),
) {
  return fakeBerkasServer((call) => {
    if (call.method === "GET" && call.path === "/egs/berkas")
      return jsonResponse(200, { items: [due, secret, proposed], meta: pageMeta(3) });
    if (call.method === "POST") return write(call);
    return undefined;
  });
}

const renderPage = () => renderAt("/arsip/usul-musnah", <UsulMusnahPage />);
const posts = (calls: Call[]) => calls.filter((c) => c.method === "POST");
// By text and label: role queries over the whole table are slow in jsdom.
const button = (within_: HTMLElement, text: string) =>
  within(within_).getByText(text, { selector: "button span" }).closest("button") as HTMLElement;
const propose = () => button(document.body, "Usulkan Pemusnahan");
const okOf = (dialog: HTMLElement) => button(dialog, "Usulkan");

describe("Usul Musnah", () => {
  it("lists the berkas due for destruction; a proposed one cannot be chosen", async () => {
    const calls = serve();
    renderPage();
    expect(await screen.findByText("Perjalanan dinas ke Jakarta")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Usul Musnah" })).toBeInTheDocument();
    expect(lists(calls)[0]?.get("status")).toBe("usul_musnah");
    expect(lists(calls)[0]?.get("page")).toBe("1");
    // One status only: no status to choose.
    expect(screen.queryByLabelText("Saring status")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Pilih berkas 12/2026")).toBeEnabled();
    expect(screen.getByLabelText("Pilih berkas 4/2026")).toBeDisabled();
    const row = screen.getByText("Rapat anggaran").closest("tr") as HTMLElement;
    expect(within(row).getByText(DIUSULKAN_TEXT)).toBeInTheDocument();
    // The header's checkbox; Ant Design's hidden measuring copy of it is inert.
    const [all, copy] = screen.getAllByLabelText("Pilih semua berkas di halaman ini");
    expect(all).toBeEnabled();
    expect(all?.closest("[inert]")).toBeNull();
    expect(copy?.closest("[inert]")).not.toBeNull();
    expect(screen.getByText("0 berkas dipilih")).toBeInTheDocument();
    expect(propose()).toBeDisabled();
  });

  it("proposes the chosen berkas; a Rahasia record needs the checkbox, then goes again confirmed", async () => {
    const calls = serve((call) =>
      (call.body as { konfirmasi_rahasia?: boolean }).konfirmasi_rahasia
        ? jsonResponse(201, { items: beritaAcara({ jumlah_berkas: 2 }) })
        : errorResponse(422, "Data yang dikirim tidak valid", "VALIDATION_FAILED", {
            konfirmasi_rahasia: [BERITA_ACARA_MESSAGES.rahasia("3/2026")],
          }),
    );
    renderPage();
    fireEvent.click(await screen.findByLabelText("Pilih berkas 12/2026"));
    fireEvent.click(screen.getByLabelText("Pilih berkas 3/2026"));
    expect(screen.getByText("2 berkas dipilih")).toBeInTheDocument();
    fireEvent.click(propose());
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Usulkan Pemusnahan Berkas")).toBeInTheDocument();
    const chosen = within(dialog).getByRole("list", { name: "Berkas yang diusulkan" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["12/2026 · Perjalanan dinas ke Jakarta", "3/2026 · Pengaduan pegawai"]);
    // No receiving unit for a destruction.
    expect(within(dialog).queryByText("Unit kerja penerima")).not.toBeInTheDocument();

    fireEvent.click(okOf(dialog));
    expect(
      await within(dialog).findByText(BERITA_ACARA_MESSAGES.rahasia("3/2026")),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByLabelText(RAHASIA_CHECKBOX);
    fireEvent.click(okOf(dialog));
    expect(
      await within(dialog).findByText("Centang konfirmasi untuk melanjutkan"),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);

    fireEvent.click(confirm);
    fireEvent.click(okOf(dialog));
    expect(await screen.findByText(BERITA_ACARA_MESSAGES.proposed)).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: "/egs/berkas/pemusnahan",
        body: { berkas_ids: [BERKAS_ID, secret.id] },
      }),
      expect.objectContaining({
        path: "/egs/berkas/pemusnahan",
        body: { berkas_ids: [BERKAS_ID, secret.id], konfirmasi_rahasia: true },
      }),
    ]);
    expect(
      screen.getByRole("link", { name: "Buka Berita Acara Pemusnahan Arsip" }),
    ).toHaveAttribute("href", `/berita-acara/${BA_ID}`);
    await waitFor(() => expect(screen.getByText("0 berkas dipilih")).toBeInTheDocument());
    // The list reloads: its berkas now read 'Diusulkan'.
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(1));
  });

  it("on a phone the choice stays a table (scrolling sideways) with its labelled checkboxes", async () => {
    const desktop = window.innerWidth;
    window.innerWidth = 390;
    try {
      serve();
      renderPage();
      expect(await screen.findByLabelText("Pilih berkas 12/2026")).toBeEnabled();
      expect(screen.getByText("Uraian Informasi", { selector: "th" })).toBeInTheDocument();
      expect(screen.queryByRole("list", { name: "Usul Musnah" })).not.toBeInTheDocument();
    } finally {
      window.innerWidth = desktop;
    }
  });

  it("a refused berkas says why in the dialog", async () => {
    const refusal = `${BERITA_ACARA_MESSAGES.alreadyProposed}: 12/2026`;
    serve(() =>
      errorResponse(422, "Data yang dikirim tidak valid", "VALIDATION_FAILED", {
        berkas_ids: [refusal],
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByLabelText("Pilih berkas 12/2026"));
    fireEvent.click(propose());
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(okOf(dialog));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();
  });
});

import { BERKAS_MESSAGES } from "@lontar/contracts/berkas";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse, jsonResponse } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { BERKAS_ID, type Call, detail, fakeBerkasServer, isi } from "../test-support";
import { BerkasDetailPage } from "./berkas-detail-page";

const FOUND_ID = "01900000-0000-7000-8000-0000000000d1";
const ARSIP_ID = "01900000-0000-7000-8000-0000000000d2";

/** The detail answers with `body` (then `after` once something was posted or deleted). */
function serve(
  body: unknown,
  after?: unknown,
  write: (call: Call) => Response | undefined = () => undefined,
) {
  let changed = false;
  return fakeBerkasServer((call) => {
    if (call.method === "GET" && call.path === `/egs/berkas/${BERKAS_ID}`)
      return body instanceof Response
        ? body
        : jsonResponse(200, { items: changed && after ? after : body });
    if (call.path === "/egs/search")
      return jsonResponse(200, {
        items: [
          {
            jenis: "surat",
            id: FOUND_ID,
            judul: "Undangan Rapat Evaluasi",
            no_surat: "005/21/DISKOMINFO/2026",
            tanggal: "2026-03-12",
            cuplikan: "undangan <mark>rapat</mark>",
            teks_diproses: false,
            tautan: `/surat-keluar/terkirim/detail/${FOUND_ID}`,
          },
          {
            jenis: "arsip",
            id: ARSIP_ID,
            judul: "SK Tim Rapat Kerja",
            no_surat: "800/5/2025",
            tanggal: "2025-02-01",
            cuplikan: "SK Tim <mark>Rapat</mark> Kerja",
            teks_diproses: false,
            tautan: "/master-arsip/tabel-arsip",
          },
        ],
        meta: { current_page: 1, last_page: 1, from: 1, to: 2, per_page: 10, total: 2 },
      });
    if (call.method !== "GET") {
      changed = true;
      return write(call);
    }
    return undefined;
  });
}

const renderDetail = () =>
  renderAt(`/arsip/pemberkasan/${BERKAS_ID}`, <BerkasDetailPage id={BERKAS_ID} />, {
    pattern: "/arsip/pemberkasan/:id",
    banner: true,
  });

const aktif = detail({
  status: "aktif",
  kurun_waktu_selesai: "2026-03-10",
  ditutup_pada: null,
  jumlah: 3,
  retensi: { aktif: 2, inaktif: 3, keterangan: "musnah", inaktif_pada: null, nasib_pada: null },
});

const masukkan = () => screen.getByText("Masukkan").closest("button") as HTMLElement;

/** Presses 'Ya' in the confirmation that `question` opened. */
async function confirm(question: string) {
  const popup = (await screen.findByText(question)).closest(".ant-popover") as HTMLElement;
  fireEvent.click(within(popup).getByRole("button", { name: "Ya" }));
}

describe("Berkas detail", () => {
  it("shows a closed berkas, its retention dates and its records, read only", async () => {
    serve(detail({ jumlah: 3 }));
    renderDetail();
    expect(await screen.findByRole("heading", { name: "Berkas 12/2026" })).toBeInTheDocument();
    expect(screen.getByText("000.1.2 - Perjalanan Dinas Dalam Negeri")).toBeInTheDocument();
    expect(screen.getByText("Perjalanan dinas ke Jakarta")).toBeInTheDocument();
    expect(screen.getByText("2 Maret 2026 – 20 Maret 2026")).toBeInTheDocument();
    expect(screen.getByText("Aktif (tertutup)")).toBeInTheDocument();
    expect(screen.getByText("3 item")).toBeInTheDocument();
    expect(screen.getByText("21 Maret 2026 10:00")).toBeInTheDocument();
    expect(screen.getByText("Aktif 2 th · Inaktif 3 th · musnah")).toBeInTheDocument();
    expect(screen.getByText("21 Maret 2028")).toBeInTheDocument();
    expect(screen.getByText("21 Maret 2031 (musnah)")).toBeInTheDocument();

    for (const title of ["Urutan", "Jenis", "Nomor", "Uraian", "Tanggal", "Klasifikasi Keamanan"])
      expect(screen.getByText(title, { selector: "th" })).toBeInTheDocument();
    const table = screen.getByText("Urutan", { selector: "th" }).closest("table");
    const rows = [...(table?.querySelectorAll<HTMLElement>("tr.ant-table-row") ?? [])];
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual([
      "Surat keluar",
      "Surat masuk",
      "Arsip",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("000.1.2/15/DISKOMINFO/2026")).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText("10 Maret 2026")).toBeVisible();
    expect(screen.queryByText("Keluarkan", { selector: "th" })).not.toBeInTheDocument();
    expect(screen.queryByText("Tutup Berkas")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Tambah Isi")).not.toBeInTheDocument();
  });

  it("'Tutup Berkas' asks first, then closes it", async () => {
    const calls = serve(aktif, detail(), () => jsonResponse(200, { items: detail() }));
    renderDetail();
    fireEvent.click(await screen.findByText("Tutup Berkas"));
    await confirm(BERKAS_MESSAGES.confirmClose);
    expect(await screen.findByText(`success: ${BERKAS_MESSAGES.closedOk}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({ path: `/egs/berkas/${BERKAS_ID}/tutup`, body: {} }),
    ]);
    // Reloaded closed: nothing more goes in.
    await waitFor(() => expect(screen.queryByText("Tutup Berkas")).not.toBeInTheDocument());
    expect(screen.getByText("Aktif (tertutup)")).toBeInTheDocument();
  });

  it("'Keluarkan' takes a record out of an open berkas after confirming", async () => {
    const calls = serve(aktif, undefined, () => jsonResponse(200, { items: { id: isi().id } }));
    renderDetail();
    fireEvent.click(await screen.findByLabelText("Keluarkan Surat Tugas Perjalanan Dinas"));
    await confirm("Keluarkan surat atau arsip ini dari berkas?");
    expect(await screen.findByText(`success: ${BERKAS_MESSAGES.removed}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      `/egs/berkas/${BERKAS_ID}/isi/${isi().id}`,
    ]);
  });

  it("'Tambah Isi' finds letters and archive items by typing and files them; a refusal says why", async () => {
    let refuse = true;
    const calls = serve(aktif, undefined, () =>
      refuse
        ? errorResponse(409, BERKAS_MESSAGES.notSent, "BERKAS_NOT_SENT")
        : jsonResponse(201, { items: isi({ id: "01900000-0000-7000-8000-0000000000f4" }) }),
    );
    renderDetail();
    const box = await screen.findByRole("combobox", { name: "Tambah Isi" });
    fireEvent.change(box, { target: { value: "rapat" } });
    fireEvent.click(await screen.findByText(/Undangan Rapat Evaluasi/));
    const search = calls.find((c) => c.path === "/egs/search")?.params;
    expect(search?.get("q")).toBe("rapat");
    // Letters and archive items both.
    expect(search?.get("jenis")).toBeNull();

    fireEvent.click(masukkan());
    expect(await screen.findByText(`error: ${BERKAS_MESSAGES.notSent}`)).toBeInTheDocument();
    refuse = false;
    fireEvent.click(masukkan());
    expect(await screen.findByText(`success: ${BERKAS_MESSAGES.filed}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({
        path: `/egs/berkas/${BERKAS_ID}/isi`,
        body: { surat_id: FOUND_ID },
      }),
      expect.objectContaining({
        path: `/egs/berkas/${BERKAS_ID}/isi`,
        body: { surat_id: FOUND_ID },
      }),
    ]);
    await waitFor(() => expect(masukkan()).toBeDisabled());

    fireEvent.change(box, { target: { value: "rapat kerja" } });
    fireEvent.click(await screen.findByText(/Arsip · 800\/5\/2025 · SK Tim Rapat Kerja/));
    fireEvent.click(masukkan());
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").at(-1)).toMatchObject({
        body: { arsip_id: ARSIP_ID },
      }),
    );
  });

  it("an unknown berkas is 'Not Found !'", async () => {
    serve(errorResponse(404, BERKAS_MESSAGES.notFound, "BERKAS_NOT_FOUND"));
    renderDetail();
    expect(await screen.findByText("Not Found !")).toBeInTheDocument();
  });
});

import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  LEAVE_BUTTON,
  LEAVE_QUESTION,
  STAY_BUTTON,
} from "../../../components/unsaved-changes-guard";
import { secretariatUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { OTHER_PAGE, renderAt } from "../../../test/render";
import { kadis, LETTER_ID } from "../test-support";
import { IncomingFormPage } from "./incoming-form-page";

const SCAN_ID = "01900000-0000-7000-8000-0000000000d1";
const FILE_ID = "01900000-0000-7000-8000-0000000000d2";

beforeAll(() => {
  // jsdom has no object URLs; the thumbnails only need a string.
  URL.createObjectURL = vi.fn(() => "blob:scan");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

interface Call {
  path: string;
  method: string;
  body: unknown;
}

function fakeServer({ head = true, post }: { head?: boolean; post?: () => Response } = {}) {
  const calls: Call[] = [];
  stubFetch((raw, init) => {
    const url = new URL(raw, "http://x");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ path: url.pathname, method, body });
    if (url.pathname === "/api/egs/list/pegawai-by-jabatan")
      return jsonResponse(200, {
        data: head ? [kadis] : [],
        current_page: 1,
        last_page: 1,
        per_page: 1,
        total: head ? 1 : 0,
      });
    if (url.pathname === "/egs/scan-pdf")
      return jsonResponse(200, {
        items: {
          _id: SCAN_ID,
          file_name: "scan-surat.pdf",
          file_size: 900,
          mime: "application/pdf",
          file_url: `/api/files/${SCAN_ID}`,
        },
      });
    if (url.pathname === "/api/master/store-file")
      return jsonResponse(200, {
        data: {
          _id: FILE_ID,
          file_name: "daftar-hadir.pdf",
          file_size: 2048,
          mime: "application/pdf",
          file_url: `/api/files/${FILE_ID}`,
        },
      });
    if (url.pathname === "/egs/mail")
      return (
        post?.() ??
        jsonResponse(200, {
          items: { id: LETTER_ID, status_surat: "terkirim", resi: "K7PQ2MZX9A", nomor_agenda: 12 },
        })
      );
    return jsonResponse(404, {});
  });
  return calls;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pick = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole("radiogroup", { name: group })).getByText(option));
const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
const addScans = (files: File[]) =>
  fireEvent.change(screen.getByTestId("scan-input"), { target: { files } });
const send = () => fireEvent.click(screen.getByRole("button", { name: /Kirim/ }));

async function fillRequired() {
  type("Nomor Surat", "800/77/BKD/2026");
  type("Dari", "Badan Kepegawaian Daerah");
  type("Perihal", "Undangan Sosialisasi Kepegawaian");
  type("Lampiran", "2");
  pick("Jenis Lampiran", "Rangkap");
  pick("Sifat Pengamanan", "Biasa/Terbuka");
  pick("Sifat Penyampaian", "Cepat");
  type("Nama", "Siti Rahmawati");
  type("Email", "siti@bkd.example.go.id");
  type("Nomor WhatsApp", "081234567890");
}

// A whole form filled in jsdom is slow on a loaded machine: the long journeys get 3 minutes.
describe("Buat Surat Masuk", () => {
  it("an empty send lists every '{field} kosong !' in alert-surat-masuk and posts nothing", async () => {
    const calls = fakeServer({ head: false });
    renderAt("/surat-masuk/buat", <IncomingFormPage />, { user: secretariatUser, banner: true });
    expect(await screen.findByRole("heading", { name: "BUAT SURAT MASUK" })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/egs/list/pegawai-by-jabatan")).toBe(true),
    );
    expect(screen.getByLabelText("Tahun Agenda")).toHaveValue(String(dayjs().year()));
    type("Tahun Agenda", "");
    send();
    const alert = await screen.findByTestId("alert-surat-masuk");
    expect(alert).toHaveAttribute("id", "alert-surat-masuk");
    const texts = within(alert)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(texts).toEqual([
      "Nomor Surat kosong !",
      "Tahun Agenda kosong !",
      "Dari kosong !",
      "Perihal kosong !",
      "Sifat Pengamanan kosong !",
      "Sifat Penyampaian kosong !",
      "Penerima kosong !",
      "Nama Pengirim kosong !",
      "Email kosong !",
      "Nomor WhatsApp kosong !",
    ]);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("registers a complete letter: scan pages in order become the scan PDF, then 'Success' and the Terkirim list", async () => {
    const calls = fakeServer();
    const { router } = renderAt("/surat-masuk/buat", <IncomingFormPage />, {
      user: secretariatUser,
      banner: true,
    });
    // The head of the unit is the default recipient.
    expect(await screen.findByText("Made Adi Wiranata")).toBeInTheDocument();
    await fillRequired();
    fireEvent.change(screen.getByLabelText("Berkas Lampiran"), {
      target: { files: [new File(["%PDF-1.4"], "daftar-hadir.pdf", { type: "application/pdf" })] },
    });
    expect(await screen.findByText("daftar-hadir.pdf")).toBeInTheDocument();
    addScans([png("hal-1.png"), png("hal-2.png"), png("hal-3.png")]);
    expect(await screen.findAllByTestId("scan-page")).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Geser halaman 3 ke depan" }));
    fireEvent.click(screen.getByRole("button", { name: "Hapus halaman 1" }));
    expect(screen.getAllByTestId("scan-page").map((li) => li.textContent)).toEqual([
      "1. hal-3.png",
      "2. hal-2.png",
    ]);
    send();
    await waitFor(() => expect(router.state.location.pathname).toBe("/surat-masuk/terkirim"));
    expect(screen.getByTestId("banner")).toHaveTextContent("success: Success");

    const scan = calls.find((c) => c.path === "/egs/scan-pdf");
    expect(scan?.body).toBeInstanceOf(FormData);
    const parts = (scan?.body as FormData | undefined)?.getAll("file") as File[];
    expect(parts.map((f) => f.name)).toEqual(["hal-3.png", "hal-2.png"]);
    const post = calls.find((c) => c.path === "/egs/mail");
    expect(post?.method).toBe("POST");
    expect(post?.body).toMatchObject({
      kategori_surat: "external",
      status_surat: "terkirim",
      no_surat: "800/77/BKD/2026",
      tahun_agenda: dayjs().year(),
      tanggal_terima: dayjs().format("YYYY-MM-DD"),
      dari: "Badan Kepegawaian Daerah",
      kepala_surat: {
        perihal: "Undangan Sosialisasi Kepegawaian",
        lampiran: { type: "Rangkap", value: 2 },
        sifat: { pengamanan: "Biasa", penyampaian: "Cepat" },
      },
      penerima: { selected_kepala_login: [kadis.peg_nip], user: [], plt: [] },
      tembusan: { user: [], plt: [] },
      lampiran: [{ _id: FILE_ID }],
      scan: { _id: SCAN_ID },
      info_jadwal: null,
      data_pengirim: {
        nama: "Siti Rahmawati",
        email: "siti@bkd.example.go.id",
        nomor_wa: "081234567890",
      },
    });
    expect(router.state.location.state).toEqual({
      registered: {
        perihal: "Undangan Sosialisasi Kepegawaian",
        resi: "K7PQ2MZX9A",
        nomor_agenda: 12,
      },
    });
  }, 180_000);

  it("asks before a started registration is left; the default recipient alone is no change", async () => {
    fakeServer();
    const { router } = renderAt("/surat-masuk/buat", <IncomingFormPage />, {
      user: secretariatUser,
    });
    expect(await screen.findByText("Made Adi Wiranata")).toBeInTheDocument();
    await act(() => router.navigate("/dashboard"));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();

    await act(() => router.navigate("/surat-masuk/buat"));
    expect(await screen.findByText("Made Adi Wiranata")).toBeInTheDocument();
    addScans([png("hal-1.png")]);
    await act(() => router.navigate("/dashboard"));
    let dialog = await screen.findByRole("dialog", { name: LEAVE_QUESTION });
    fireEvent.click(within(dialog).getByRole("button", { name: STAY_BUTTON }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getAllByTestId("scan-page")).toHaveLength(1);

    type("Perihal", "Undangan Sosialisasi Kepegawaian");
    await act(() => router.navigate("/dashboard"));
    dialog = await screen.findByRole("dialog", { name: LEAVE_QUESTION });
    fireEvent.click(within(dialog).getByRole("button", { name: LEAVE_BUTTON }));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
  }, 180_000);

  it("Scan Image refuses a PDF with the images-only message and keeps the images", async () => {
    fakeServer();
    renderAt("/surat-masuk/buat", <IncomingFormPage />, { user: secretariatUser, banner: true });
    await screen.findByRole("button", { name: /Scan Image/ });
    expect(screen.getByTestId("scan-input")).toHaveAttribute("accept", "image/jpeg,image/png");
    addScans([new File(["%PDF"], "surat.pdf", { type: "application/pdf" }), png("hal-1.png")]);
    expect(await screen.findByText(INCOMING_MESSAGES.scanImagesOnly)).toBeInTheDocument();
    expect(screen.getByText("surat.pdf")).toBeInTheDocument();
    expect(screen.getAllByTestId("scan-page").map((li) => li.textContent)).toEqual([
      "1. hal-1.png",
    ]);
  });

  it("shows the server's 422 field errors in alert-surat-masuk and stays on the form", async () => {
    fakeServer({
      post: () =>
        errorResponse(422, "Data tidak valid", "VALIDATION_FAILED", {
          "penerima.selected_kepala_login": ["Pegawai 197206141998031001 tidak ditemukan"],
        }),
    });
    const { router } = renderAt("/surat-masuk/buat", <IncomingFormPage />, {
      user: secretariatUser,
      banner: true,
    });
    expect(await screen.findByText("Made Adi Wiranata")).toBeInTheDocument();
    await fillRequired();
    send();
    const alert = await screen.findByTestId("alert-surat-masuk");
    expect(alert).toHaveTextContent("Pegawai 197206141998031001 tidak ditemukan");
    expect(router.state.location.pathname).toBe("/surat-masuk/buat");
  }, 180_000);
});

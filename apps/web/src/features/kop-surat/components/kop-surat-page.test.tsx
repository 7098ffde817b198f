import type { KopSuratItem } from "@lontar/contracts/kop-surat";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { KopSuratPage } from "./kop-surat-page";

const FILE_ID = "01900000-0000-7000-8000-0000000000aa";
const items: KopSuratItem[] = [
  {
    _id: "01900000-0000-7000-8000-000000000001",
    satuan_kerja_id: 2,
    satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
    kode_skpd: "2.16",
    file: [
      {
        _id: FILE_ID,
        file_url: `/api/files/${FILE_ID}`,
        file_name: "kop.pdf",
        mime: "application/pdf",
      },
    ],
    ukuran_kertas: "A4",
  },
  {
    _id: "01900000-0000-7000-8000-000000000002",
    satuan_kerja_id: 3,
    satuan_kerja_nama: "Dinas Pendidikan",
    kode_skpd: "1.01",
    file: [],
    ukuran_kertas: "F4",
  },
];
const stored = {
  _id: FILE_ID,
  file_name: "baru.png",
  file_size: 10,
  mime: "image/png",
  file_url: `/api/files/${FILE_ID}`,
};
const units = [
  { satuan_kerja_id: 1, kode_skpd: "4.01", satuan_kerja_nama: "Sekretariat Daerah" },
  { satuan_kerja_id: 2, kode_skpd: "2.16", satuan_kerja_nama: "Dinas Komunikasi dan Informatika" },
];

interface Call {
  method: string;
  path: string;
  query: string;
  body: BodyInit | null | undefined;
}

function fakeServer(write: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  stubFetch((raw, init) => {
    const call = {
      method: init.method ?? "GET",
      path: new URL(raw, "http://x").pathname,
      query: new URL(raw, "http://x").search,
      body: init.body,
    };
    calls.push(call);
    if (call.path === "/api/master/skpd") return jsonResponse(200, { data: units });
    if (call.method === "GET")
      return jsonResponse(200, {
        items,
        meta: { current_page: 1, last_page: 1, from: 1, to: 2, per_page: 5, total: 2 },
      });
    return write(call);
  });
  return calls;
}

function renderPage() {
  renderAt("/", <KopSuratPage />, { user: { ...demoUser, user_level: 1 }, banner: true });
}

const okButton = (dialog: HTMLElement) =>
  within(dialog).getByText("Simpan").closest("button") as HTMLButtonElement;

describe("Master Kop Surat", () => {
  it("sets the paper size of a work unit's letters", async () => {
    const calls = fakeServer(() =>
      jsonResponse(200, { items: { ...items[0], ukuran_kertas: "F4" } }),
    );
    renderPage();
    const select = await screen.findByLabelText("Ukuran kertas Dinas Komunikasi dan Informatika");
    fireEvent.mouseDown(select);
    // The other row shows F4 as its value; the option is the one inside the dropdown.
    const f4 = (await screen.findAllByTitle("F4")).find((el) => el.closest(".ant-select-dropdown"));
    fireEvent.click(f4 as HTMLElement);
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")).toMatchObject({
        path: `/egs/master/kop-surat/${items[0]?._id}/kertas`,
        body: JSON.stringify({ ukuran_kertas: "F4" }),
      }),
    );
    expect(await screen.findByText("success: Data berhasil diubah")).toBeInTheDocument();
  });

  it("lists locations with their file and the spec's footer", async () => {
    fakeServer(() => jsonResponse(200, {}));
    renderPage();
    expect(await screen.findByText("Dinas Komunikasi dan Informatika")).toBeInTheDocument();
    expect(screen.getByText("kop.pdf")).toBeInTheDocument();
    expect(screen.getByText("Belum ada file")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 1 total pages dan 2 total entri"),
    ).toBeInTheDocument();
  });

  it("keeps Simpan disabled until the upload finished, then attaches the uploaded file", async () => {
    let finishUpload: (r: Response) => void = () => undefined;
    const calls = fakeServer((call) => {
      if (call.path === "/api/master/store-file")
        return new Promise<Response>((resolve) => {
          finishUpload = resolve;
        });
      return jsonResponse(200, { items: { ...items[1], file: [stored] } });
    });
    renderPage();
    fireEvent.click(await screen.findByText("Unggah File"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("File maksimal 100MB")).toBeInTheDocument();
    expect(okButton(dialog)).toBeDisabled();

    const input = dialog.querySelector("input[type=file]") as HTMLInputElement;
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "baru.png", {
      type: "image/png",
    });
    const second = new File(["%PDF-1.4"], "kedua.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [png, second] } });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/master/store-file")).toBe(true));
    expect(okButton(dialog)).toBeDisabled();
    // Only the first of the files dropped or chosen is uploaded.
    const uploads = calls.filter((c) => c.path === "/api/master/store-file");
    expect(uploads).toHaveLength(1);
    // Uploaded for the letterhead: the server attaches it to nothing else.
    expect(uploads[0]?.query).toBe("?purpose=kop-surat");
    const sent = uploads[0]?.body as FormData;
    expect((sent.get("file") as File).name).toBe("baru.png");
    expect(within(dialog).queryByText("kedua.pdf")).not.toBeInTheDocument();

    finishUpload(jsonResponse(200, { data: stored }));
    await waitFor(() => expect(okButton(dialog)).toBeEnabled());
    fireEvent.click(okButton(dialog));
    expect(await screen.findByText("success: Berhasil menyimpan file")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.path).toBe(`/egs/master/kop-surat/${items[1]?._id}`);
    expect(JSON.parse(String(patch?.body))).toEqual(stored);
  });

  it("shows why an upload was refused and keeps Simpan disabled", async () => {
    fakeServer(() =>
      errorResponse(422, "File harus berupa PDF atau gambar (PNG/JPEG)", "VALIDATION_FAILED", {
        file: ["File harus berupa PDF atau gambar (PNG/JPEG)"],
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByText("Unggah File"));
    const dialog = await screen.findByRole("dialog");
    const input = dialog.querySelector("input[type=file]") as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(["teks"], "palsu.pdf", { type: "application/pdf" })] },
    });
    expect(
      await within(dialog).findByText("File harus berupa PDF atau gambar (PNG/JPEG)"),
    ).toBeInTheDocument();
    expect(okButton(dialog)).toBeDisabled();
  });

  it("adds a location chosen from the work units", async () => {
    const calls = fakeServer(() => jsonResponse(200, { items: items[0] }));
    renderPage();
    fireEvent.click(await screen.findByText("Tambah Lokasi", { selector: "button *" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(dialog).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Sekretariat Daerah"));
    fireEvent.click(okButton(dialog));
    expect(await screen.findByText("success: Data berhasil ditambah")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.body))).toEqual({
      kode_skpd: "4.01",
      satuan_kerja_nama: "Sekretariat Daerah",
    });
  });

  it("awaits a delete after confirmation and shows its failure", async () => {
    const calls = fakeServer(() => errorResponse(403, "Anda tidak memiliki akses.", "FORBIDDEN"));
    renderPage();
    fireEvent.click(await screen.findByLabelText("Hapus Dinas Pendidikan"));
    expect(
      await screen.findByText("Apakah anda yakin akan menghapus kop surat ini ?"),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText("Ya"));
    expect(
      await screen.findByText("error: Data gagal dihapus: Anda tidak memiliki akses."),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe(
      `/egs/master/kop-surat/${items[1]?._id}`,
    );
  });

  it("says 'Data berhasil di hapus' after a delete", async () => {
    fakeServer(() => jsonResponse(200, { items: { _id: items[1]?._id } }));
    renderPage();
    fireEvent.click(await screen.findByLabelText("Hapus Dinas Pendidikan"));
    fireEvent.click(await screen.findByText("Ya"));
    expect(await screen.findByText("success: Data berhasil di hapus")).toBeInTheDocument();
  });
});

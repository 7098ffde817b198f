import type { PegawaiItem } from "@lontar/contracts/pegawai";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { PegawaiMaster } from "./pegawai-master";

const PATH = "/egs/pegawai-egs/api/pegawai";
const kabid: PegawaiItem = {
  id: 12,
  name: "Rizky Pratama Harahap",
  nip: "198104062006011002",
  nik: "9901010604810005",
  satuan_kerja_id: 3,
  satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
  unit_kerja_id: 142,
  unit_kerja_nama: "Bidang Aplikasi Informatika",
  jenis_jabatan: "STRUKTURAL",
  jabatan_id: 1044,
  jabatan_nama: "Kepala Bidang Aplikasi Informatika",
  alamat: "Jl. Contoh 22",
  telp: "080000000012",
  email: "rizky@contoh.example",
  gelar_depan: null,
  gelar_belakang: null,
  golongan: "III/d",
  pangkat: "Penata Tingkat I",
  has_login: true,
  is_plt: true,
  data_plt: { jabatan_id: 1045, jabatan_nama: "Kepala Bidang Persandian", mulai: "2026-01-05" },
};
const page = (items: PegawaiItem[]) => ({
  items,
  meta: {
    current_page: 1,
    last_page: 1,
    from: 1,
    to: items.length,
    per_page: 10,
    total: items.length,
  },
});
const options = (url: string) =>
  url.includes("/get-data/unit-kerja")
    ? jsonResponse(200, {
        items: [
          {
            id: 142,
            name: "Bidang Aplikasi Informatika",
            code: "X",
            jenis_jabatan: null,
            plt_nama: null,
          },
        ],
      })
    : jsonResponse(200, {
        items: [
          {
            id: 1044,
            name: "Kepala Bidang Aplikasi Informatika",
            code: "J8",
            jenis_jabatan: "STRUKTURAL",
            plt_nama: null,
          },
          {
            id: 1045,
            name: "Kepala Bidang Persandian",
            code: "J9",
            jenis_jabatan: "STRUKTURAL",
            plt_nama: "Rizky Pratama Harahap",
          },
        ],
      });
const answer = (url: string, init: RequestInit, onWrite: () => Response) => {
  if ((init.method ?? "GET") !== "GET") return onWrite();
  if (url.includes("/get-data/")) return options(url);
  if (url.startsWith(PATH)) return jsonResponse(200, page([kabid]));
  return jsonResponse(200, { data: [] });
};

function renderMaster() {
  renderAt("/", <PegawaiMaster />, { user: { ...demoUser, user_level: 1 }, banner: true });
}

const user = userEvent.setup({ delay: null });
const slow = { timeout: 8000 };

// Ant Design in jsdom is slow, more so on a busy machine.
describe("Master Pegawai", { timeout: 90_000 }, () => {
  it("lists employees of the user's work unit with their acting (PLT) position", async () => {
    const fetch = stubFetch((url, init) => answer(url, init, () => jsonResponse(500, {})));
    renderMaster();
    expect(await screen.findByText("Rizky Pratama Harahap", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("Plt. Kepala Bidang Persandian")).toBeInTheDocument();
    expect(screen.getByText("NIP 198104062006011002")).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      `${PATH}?satuan_kerja_id=3&page=1&per_page=10`,
    );
  });

  it("marks the required fields and says which are empty without calling the server", async () => {
    const fetch = stubFetch((url, init) => answer(url, init, () => jsonResponse(500, {})));
    renderMaster();
    await user.click(await screen.findByRole("button", { name: /Tambah/ }, slow));
    const dialog = await screen.findByRole("dialog", {}, slow);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Nama wajib diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("NIP harus 18 digit angka")).toBeInTheDocument();
    expect(within(dialog).getByText("Unit kerja wajib dipilih")).toBeInTheDocument();
    expect(within(dialog).getByText("E-mail wajib diisi")).toBeInTheDocument();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
  });

  it("puts the server's field error next to the field and the reason in a red alert", async () => {
    const fetch = stubFetch((url, init) =>
      answer(url, init, () =>
        errorResponse(
          422,
          "NIP tidak dapat diubah karena pegawai sudah memiliki login",
          "VALIDATION_FAILED",
          {
            nip: ["NIP tidak dapat diubah karena pegawai sudah memiliki login"],
          },
        ),
      ),
    );
    renderMaster();
    await user.click(await screen.findByRole("button", { name: `Ubah ${kabid.name}` }, slow));
    const dialog = await screen.findByRole("dialog", {}, slow);
    await waitFor(() => expect(within(dialog).getByLabelText("NIP")).toHaveValue(kabid.nip));
    fireEvent.change(within(dialog).getByLabelText("NIP"), {
      target: { value: "198104062006011099" },
    });
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));

    expect(await within(dialog).findByRole("alert", {}, slow)).toHaveTextContent(
      "Data gagal di ubah: NIP tidak dapat diubah karena pegawai sudah memiliki login",
    );
    await waitFor(() =>
      expect(dialog.querySelector(".ant-form-item-explain-error")).toHaveTextContent(
        "NIP tidak dapat diubah karena pegawai sudah memiliki login",
      ),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe(`${PATH}/12`);
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      nip: "198104062006011099",
      satuan_kerja_id: 3,
      unit_kerja_id: 142,
      jenis_jabatan: "STRUKTURAL",
      jabatan_id: 1044,
    });
  });

  it("shows the PLT in the form and ends it after confirmation", async () => {
    const fetch = stubFetch((url, init) =>
      answer(url, init, () =>
        jsonResponse(200, { items: { ...kabid, is_plt: false, data_plt: null } }),
      ),
    );
    renderMaster();
    await user.click(await screen.findByRole("button", { name: `Ubah ${kabid.name}` }, slow));
    const plt = await screen.findByRole("region", { name: "PLT" }, slow);
    expect(within(plt).getByText("Kepala Bidang Persandian")).toBeInTheDocument();
    await user.click(within(plt).getByRole("button", { name: "Akhiri PLT" }));
    await user.click(await screen.findByRole("button", { name: "Ya" }));
    expect(
      await within(plt).findByText("Tidak sedang menjabat PLT.", {}, slow),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.find(([, init]) => init?.method === "DELETE")?.[0]).toBe(
      `${PATH}/12/plt`,
    );
    expect(screen.getByText("success: Data berhasil diubah")).toBeInTheDocument();
  });
});

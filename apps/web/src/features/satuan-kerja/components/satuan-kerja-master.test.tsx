import type { SatuanKerjaItem } from "@lontar/contracts/satuan-kerja";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { SatuanKerjaMaster } from "./satuan-kerja-master";

const PATH = "/egs/pegawai-egs/api/satuan-kerja";
const kominfo: SatuanKerjaItem = {
  id: 2,
  code: "2.16.2.20.2.21.01.0000",
  name: "Dinas Komunikasi dan Informatika",
  address: "Jl. Telematika No. 8",
  sapk_id: "abc",
  status: true,
};
const page = (items: SatuanKerjaItem[]) => ({
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

function renderMaster(level = 1) {
  renderAt("/", <SatuanKerjaMaster />, { user: { ...demoUser, user_level: level }, banner: true });
}

const user = userEvent.setup({ delay: null });
// Ant Design renders slowly in jsdom; the first rows can take more than the default second.
const slow = { timeout: 5000 };

async function fillForm(values: Record<string, string>) {
  const dialog = await screen.findByRole("dialog", {}, slow);
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label, { exact: true });
    fireEvent.change(input, { target: { value } });
  }
  await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
}

// Ant Design in jsdom is slow, more so on a busy machine.
describe("Master Satuan Kerja", { timeout: 45_000 }, () => {
  it("lists work units, adds one, refreshes the list and shows the green banner", {
    timeout: 40_000,
  }, async () => {
    const created = { ...kominfo, id: 9, code: "9.99", name: "Dinas Uji", address: "Jl. Uji" };
    let rows = [kominfo];
    const fetch = stubFetch((_url, init) => {
      if (init.method === "POST") {
        rows = [kominfo, created];
        return jsonResponse(201, { items: created });
      }
      return jsonResponse(200, page(rows));
    });
    renderMaster();

    expect(
      await screen.findByText("Dinas Komunikasi dan Informatika", {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByText("Jl. Telematika No. 8")).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 1 total pages dan 1 total entri"),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Tambah/ }));
    await fillForm({
      Kode: "9.99",
      Nama: "Dinas Uji",
      Alamat: "Jl. Uji",
      "Kode Referensi (SAPK)": "x",
    });

    expect(
      await screen.findByText("success: Data berhasil ditambah", {}, slow),
    ).toBeInTheDocument();
    expect(await screen.findByText("Dinas Uji", {}, slow)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe(PATH);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      code: "9.99",
      name: "Dinas Uji",
      address: "Jl. Uji",
      sapk_id: "x",
      status: true,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("marks the required fields and says which are empty without calling the server", async () => {
    const fetch = stubFetch(() => jsonResponse(200, page([kominfo])));
    renderMaster();
    await user.click(await screen.findByRole("button", { name: /Tambah/ }, slow));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Simpan" }),
    );
    expect(await screen.findByText("Kode wajib diisi")).toBeInTheDocument();
    expect(screen.getByText("Kode referensi wajib diisi")).toBeInTheDocument();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
  });

  it("puts a duplicate code next to the field and the reason in a red alert", async () => {
    stubFetch((_url, init) =>
      init.method === "PUT"
        ? errorResponse(409, "Kode satuan kerja sudah digunakan", "CONFLICT", {
            code: ["Kode satuan kerja sudah digunakan"],
          })
        : jsonResponse(200, page([kominfo])),
    );
    renderMaster();
    await user.click(await screen.findByRole("button", { name: `Ubah ${kominfo.name}` }, slow));
    await fillForm({ Kode: "1.01" });

    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Data gagal di ubah: Kode satuan kerja sudah digunakan",
    );
    await waitFor(() =>
      expect(dialog.querySelector(".ant-form-item-explain-error")).toHaveTextContent(
        "Kode satuan kerja sudah digunakan",
      ),
    );
  });

  it("asks before deleting and shows why a work unit in use is kept", async () => {
    const fetch = stubFetch((_url, init) =>
      init.method === "DELETE"
        ? errorResponse(409, "Satuan kerja masih memiliki unit kerja", "CONFLICT")
        : jsonResponse(200, page([kominfo])),
    );
    renderMaster();
    await user.click(await screen.findByRole("button", { name: `Hapus ${kominfo.name}` }, slow));
    expect(
      await screen.findByText("Apakah anda yakin akan menghapus satuan kerja ini ?"),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Ya" }));
    expect(
      await screen.findByText("error: Data gagal di hapus: Satuan kerja masih memiliki unit kerja"),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.find(([, init]) => init?.method === "DELETE")?.[0]).toBe(`${PATH}/2`);
  });

  it("lets a menu holder only edit: no add or delete buttons", async () => {
    stubFetch(() => jsonResponse(200, page([kominfo])));
    renderMaster(9);
    expect(
      await screen.findByRole("button", { name: `Ubah ${kominfo.name}` }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Tambah/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Hapus ${kominfo.name}` })).not.toBeInTheDocument();
  });
});

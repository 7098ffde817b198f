import type { UnitKerjaNode } from "@lontar/contracts/unit-kerja";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { UnitKerjaMaster } from "./unit-kerja-master";

const PATH = "/egs/pegawai-egs/api/unit-kerja";
const unit = (id: number, name: string, parent: number | null, childs: UnitKerjaNode[] = []) => ({
  id,
  name,
  code: `KOMINFO.${id}`,
  satuan_kerja_id: 2,
  unit_kerja_parent: parent,
  posisi_unit_kerja_setelah: null,
  status: true,
  childs,
});
const tree = [
  unit(135, "Dinas Komunikasi dan Informatika", null, [
    unit(136, "Sekretariat", 135, [unit(137, "Subbagian Umum", 136)]),
  ]),
];
const slow = { timeout: 5000 };

describe("Master Unit Kerja", { timeout: 45_000 }, () => {
  it("shows the work unit's tree expanded and adds a sub unit under a row", async () => {
    const admin = {
      ...demoUser,
      user_level: 1,
      data_pegawai: {
        ...demoUser.data_pegawai,
        satuan_kerja: { satuan_kerja_id: 2, satuan_kerja_nama: "Diskominfo", kode_skpd: "2.16" },
      },
    };
    const fetch = stubFetch((url, init) => {
      if (url.startsWith("/api/master/skpd"))
        return jsonResponse(200, {
          data: [{ satuan_kerja_id: 2, kode_skpd: "2.16", satuan_kerja_nama: "Diskominfo" }],
        });
      if (init.method === "POST")
        return jsonResponse(201, { items: unit(200, "Subbagian Uji", 136) });
      if (url.includes("/childs"))
        return jsonResponse(200, { items: [unit(137, "Subbagian Umum", 136)] });
      return jsonResponse(200, {
        items: tree,
        meta: { current_page: 1, last_page: 1, from: 1, to: 1, per_page: 10, total: 1 },
      });
    });
    renderAt("/", <UnitKerjaMaster />, { user: admin, banner: true });

    expect(await screen.findByText("Subbagian Umum", {}, slow)).toBeInTheDocument();
    // The server counts one top-level unit; the footer says so and counts the three shown.
    expect(
      screen.getByText(
        "Total entri menghitung unit kerja tingkat teratas; halaman ini memuat 3 unit kerja, termasuk tingkat di bawahnya.",
      ),
    ).toBeInTheDocument();
    const list = fetch.mock.calls.find(([url]) => String(url).startsWith(`${PATH}?`));
    expect(list?.[0]).toMatch(/satuan_kerja_id=2/);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Tambah sub unit Sekretariat" }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(within(dialog).getByText("Tambah Sub Unit Kerja")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("Nama"), { target: { value: "Subbagian Uji" } });
    fireEvent.change(within(dialog).getByLabelText("Kode"), { target: { value: "KOMINFO.99" } });
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));

    expect(
      await screen.findByText("success: Data berhasil ditambah", {}, slow),
    ).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe(PATH);
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      satuan_kerja_id: 2,
      unit_kerja_parent: 136,
      name: "Subbagian Uji",
      code: "KOMINFO.99",
      status: true,
    });
  });
});

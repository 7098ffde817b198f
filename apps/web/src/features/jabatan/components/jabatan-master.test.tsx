import type { JabatanNode } from "@lontar/contracts/jabatan";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { JabatanMaster } from "./jabatan-master";

const PATH = "/egs/pegawai-egs/api/jabatan";
const kabid: JabatanNode = {
  id: 1044,
  name: "Kepala Bidang Aplikasi Informatika",
  code: "KOMINFO-J008",
  jenis_jabatan: "STRUKTURAL",
  unit_kerja_id: 142,
  unit_kerja_nama: "Bidang Aplikasi Informatika",
  satuan_kerja_id: 2,
  eselon: "III.b",
  parent_id: null,
  status: true,
  childs: [],
};
const slow = { timeout: 5000 };

function answer(url: string, init: RequestInit) {
  if (url.startsWith("/api/master/skpd"))
    return jsonResponse(200, {
      data: [{ satuan_kerja_id: 2, kode_skpd: "2.16", satuan_kerja_nama: "Diskominfo" }],
    });
  if (init.method === "POST") return jsonResponse(201, { items: { ...kabid, id: 2000 } });
  if (url.includes("/get-data/jenis-jabatan"))
    return jsonResponse(200, {
      items: [
        { kode: "STRUKTURAL", nama: "Jabatan Struktural" },
        { kode: "JFT", nama: "Jabatan Fungsional Tertentu" },
        { kode: "JFU", nama: "Jabatan Fungsional Umum / Pelaksana" },
      ],
    });
  if (url.includes("/get-data/eselon")) return jsonResponse(200, { items: ["III.b", "IV.a"] });
  if (url.includes("/get-data/unit-kerja"))
    return jsonResponse(200, {
      items: [
        {
          id: 142,
          name: "Bidang Aplikasi Informatika",
          code: "K",
          unit_kerja_parent: null,
          level: 0,
        },
      ],
    });
  if (url.includes("/get-data/jabatan"))
    return jsonResponse(200, {
      items: ["Pranata Komputer Ahli Pertama", "Statistisi Ahli Pertama"],
    });
  return jsonResponse(200, {
    items: [kabid],
    meta: { current_page: 1, last_page: 1, from: 1, to: 1, per_page: 10, total: 1 },
  });
}

describe("Master Jabatan", { timeout: 60_000 }, () => {
  it("adds a JFT subordinate: the name comes from the list and there is no eselon", async () => {
    const fetch = stubFetch(answer);
    renderAt("/", <JabatanMaster />, { user: { ...demoUser, user_level: 1 }, banner: true });
    fireEvent.click(
      await screen.findByRole("button", { name: `Tambah bawahan ${kabid.name}` }, slow),
    );
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(within(dialog).getByText("Tambah Jabatan Bawahan")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Eselon")).toBeInTheDocument();

    // fireEvent rather than userEvent: opening an Ant Design select is slow enough in jsdom.
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Jenis Jabatan" }));
    fireEvent.click(await screen.findByTitle("Jabatan Fungsional Tertentu", {}, slow));
    await waitFor(() => expect(within(dialog).queryByLabelText("Eselon")).not.toBeInTheDocument());

    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Nama" }));
    fireEvent.click(await screen.findByTitle("Statistisi Ahli Pertama", {}, slow));
    fireEvent.change(within(dialog).getByLabelText("Kode"), { target: { value: "KOMINFO-J050" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan" }));

    expect(
      await screen.findByText("success: Data berhasil ditambah", {}, slow),
    ).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe(PATH);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      satuan_kerja_id: 2,
      jenis_jabatan: "JFT",
      unit_kerja_id: 142,
      parent_id: 1044,
      name: "Statistisi Ahli Pertama",
      code: "KOMINFO-J050",
      eselon: null,
      status: true,
    });
    expect(fetch.mock.calls.some(([url]) => String(url).includes("jenis_jabatan=JFT"))).toBe(true);
  });
});

import type { PenggunaItem } from "@lontar/contracts/pengguna";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { PenggunaMaster } from "./pengguna-master";

const base = {
  satuan_kerja_id: 3,
  satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
  unit_kerja_nama: "Bidang Aplikasi Informatika",
  is_plt: false,
  data_plt: null,
};
const staf: PenggunaItem = {
  ...base,
  pegawai_id: 14,
  peg_nip: "199506112020012003",
  peg_nama: "Putri Ayu Lestari",
  jabatan_nama: "Pengolah Data",
  has_login: true,
  user_id: 6,
  username: "staf",
  user_level: 9,
  status: "aktif",
};
const baru: PenggunaItem = {
  ...base,
  pegawai_id: 40,
  peg_nip: "199001012020011234",
  peg_nama: "Budi Baru",
  jabatan_nama: "Kepala Seksi Statistik",
  has_login: false,
  user_id: null,
  username: null,
  user_level: null,
  status: null,
};
const pageOf = (items: PenggunaItem[]) => ({
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

function renderMaster() {
  renderAt("/", <PenggunaMaster />, { user: { ...demoUser, user_level: 1 }, banner: true });
}

const user = userEvent.setup({ delay: null });
const slow = { timeout: 5000 };

// Ant Design in jsdom is slow, more so on a busy machine.
describe("Master Pengguna table", { timeout: 90_000 }, () => {
  it("lists NIP, full name, position and status of the administrator's own work unit", async () => {
    const fetch = stubFetch((url) =>
      url.startsWith("/egs/master/users")
        ? jsonResponse(200, pageOf([staf, baru]))
        : jsonResponse(200, { data: [] }),
    );
    renderMaster();
    expect(await screen.findByText("Putri Ayu Lestari", {}, slow)).toBeInTheDocument();
    const row = screen.getByText("Putri Ayu Lestari").closest("tr") as HTMLElement;
    expect(within(row).getByText("199506112020012003")).toBeInTheDocument();
    expect(within(row).getByText("Pengolah Data")).toBeInTheDocument();
    expect(within(row).getByText("aktif")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: /Hak Akses/ })).toBeInTheDocument();
    const other = screen.getByText("Budi Baru").closest("tr") as HTMLElement;
    expect(within(other).getByText("Belum ada login")).toBeInTheDocument();
    expect(within(other).getByRole("button", { name: /Buat Login/ })).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 1 total pages dan 2 total entri"),
    ).toBeInTheDocument();
    const list = fetch.mock.calls.find(([u]) => String(u).startsWith("/egs/master/users"));
    expect(list?.[0]).toBe("/egs/master/users?satuan_kerja_id=3&page=1&per_page=10");
  });

  it("asks before deleting, deactivates, refreshes and says 'Data berhasil dihapus'", async () => {
    let rows = [staf];
    const fetch = stubFetch((url) => {
      if (url.includes("/ganti-status")) {
        rows = [{ ...staf, status: "nonaktif" }];
        return jsonResponse(200, {
          data: { peg_nip: staf.peg_nip, status: "nonaktif", message: "Data berhasil dihapus" },
        });
      }
      return url.startsWith("/egs/master/users")
        ? jsonResponse(200, pageOf(rows))
        : jsonResponse(200, { data: [] });
    });
    renderMaster();
    await user.click(await screen.findByRole("button", { name: `Hapus ${staf.peg_nama}` }, slow));
    expect(
      await screen.findByText("Apakah anda yakin akan menghapus pengguna ini ?"),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes("ganti-status"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Ya" }));
    expect(await screen.findByText("success: Data berhasil dihapus", {}, slow)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([u]) => u)).toContain(
      `/api/egs/list/pegawai/${staf.peg_nip}/ganti-status?status=nonaktif`,
    );
    expect(await screen.findByText("nonaktif", {}, slow)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Aktifkan ${staf.peg_nama}` })).toBeInTheDocument();
  });

  it("says 'Data gagal dihapus' with the reason when deactivation fails", async () => {
    stubFetch((url) => {
      if (url.includes("/ganti-status"))
        return errorResponse(403, "Anda tidak dapat menonaktifkan akun anda sendiri", "FORBIDDEN");
      return url.startsWith("/egs/master/users")
        ? jsonResponse(200, pageOf([staf]))
        : jsonResponse(200, { data: [] });
    });
    renderMaster();
    await user.click(await screen.findByRole("button", { name: `Hapus ${staf.peg_nama}` }, slow));
    await user.click(await screen.findByRole("button", { name: "Ya" }));
    expect(
      await screen.findByText(
        "error: Data gagal dihapus: Anda tidak dapat menonaktifkan akun anda sendiri",
        {},
        slow,
      ),
    ).toBeInTheDocument();
  });

  it("resets a password: 'Berhasil !' with the new password once, or 'Gagal !'", async () => {
    let fail = false;
    stubFetch((url) => {
      if (url.includes("/reset-password/"))
        return fail
          ? errorResponse(404, "Pegawai ini belum memiliki login", "NOT_FOUND")
          : jsonResponse(200, { items: { password: "Kp7mWq2xRt9sZa" } });
      return url.startsWith("/egs/master/users")
        ? jsonResponse(200, pageOf([staf]))
        : jsonResponse(200, { data: [] });
    });
    renderMaster();
    await user.click(
      await screen.findByRole("button", { name: `Reset password ${staf.peg_nama}` }, slow),
    );
    await user.click(await screen.findByRole("button", { name: "Ya" }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(within(dialog).getByText("Berhasil !")).toBeInTheDocument();
    expect(within(dialog).getByText("Kp7mWq2xRt9sZa")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Salin/ })).toBeInTheDocument();
    await user.click(within(dialog).getByText("Tutup").closest("button") as HTMLElement);
    await waitFor(() => expect(screen.queryByText("Kp7mWq2xRt9sZa")).toBeNull());

    fail = true;
    await user.click(screen.getByRole("button", { name: `Reset password ${staf.peg_nama}` }));
    await user.click(await screen.findByRole("button", { name: "Ya" }));
    expect(await screen.findByText("Gagal !", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("Pegawai ini belum memiliki login")).toBeInTheDocument();
  });

  it("creates a login for an employee without one and shows the generated password", async () => {
    const fetch = stubFetch((url, init) => {
      if (init.method === "POST")
        return jsonResponse(201, {
          items: {
            user_id: 99,
            username: "budi",
            peg_nip: baru.peg_nip,
            user_level: 9,
            password: "Gen3ratedPassw",
          },
        });
      return url.startsWith("/egs/master/users")
        ? jsonResponse(200, pageOf([baru]))
        : jsonResponse(200, { data: [] });
    });
    renderMaster();
    await user.click(await screen.findByRole("button", { name: /Buat Login/ }, slow));
    const form = await screen.findByRole("dialog", {}, slow);
    const username = within(form).getByLabelText("Username");
    await user.clear(username);
    await user.type(username, "budi");
    await user.click(within(form).getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Gen3ratedPassw", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("success: Login berhasil dibuat")).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/egs/master/users");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      peg_nip: baru.peg_nip,
      username: "budi",
      user_level: 9,
    });
  });
});

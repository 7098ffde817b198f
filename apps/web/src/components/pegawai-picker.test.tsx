import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../test/http";
import { renderAt } from "../test/render";
import { PegawaiPicker, pegawaiKey, pegawaiLabel } from "./pegawai-picker";

const record = (nip: string, nama: string, jabatan: string, plt = false): PegawaiPickerRecord => {
  const dataPlt = plt ? { jabatan_id: 1045, jabatan_nama: jabatan } : null;
  return {
    id: Number(nip.slice(-3)),
    fullName: nama,
    peg_nama: nama,
    peg_nip: nip,
    namaJabatan: jabatan,
    jabatan_id: 1,
    unitKerja: "Bidang Aplikasi Informatika",
    satuanKerjaNama: "Dinas Komunikasi dan Informatika",
    satuan_kerja_id: 2,
    peg_status: true,
    is_plt: plt,
    data_plt: dataPlt,
    data_pegawai: {
      peg_nama: nama,
      peg_nip: nip,
      jabatan_nama: jabatan,
      unit_kerja: { unit_kerja_nama: "Bidang Aplikasi Informatika" },
      is_plt: plt,
      data_plt: dataPlt,
    },
  };
};
const kabid = record("198104062006011002", "Rizky Pratama", "Kepala Bidang Aplikasi Informatika");
const kabidPlt = record("198104062006011002", "Rizky Pratama", "Kepala Bidang Persandian", true);
const staf = record("199506112020012003", "Putri Ayu", "Pengolah Data");
const kadis = record("197206141998031001", "Made Wiranata", "Kepala Dinas");

/** Page 1: kabid (twice: definitive and PLT) and staf; page 2: kadis; `q=made`: kadis. */
function stubPegawai() {
  return stubFetch((url) => {
    const params = new URL(url, "http://x").searchParams;
    const page = Number(params.get("page"));
    const data = params.get("q") ? [kadis] : page === 2 ? [kadis] : [kabid, kabidPlt, staf];
    const total = params.get("q") ? 1 : 4;
    return jsonResponse(200, {
      data,
      current_page: page,
      last_page: total > 3 ? 2 : 1,
      per_page: 3,
      total,
    });
  });
}

function Harness({ multiple = true }: { multiple?: boolean }) {
  const [value, setValue] = useState<PegawaiPickerRecord[]>([]);
  return (
    <>
      <PegawaiPicker value={value} onChange={setValue} multiple={multiple} satuanKerjaId={2} />
      <output>{value.map(pegawaiKey).join(",")}</output>
    </>
  );
}

function renderPicker(multiple?: boolean) {
  renderAt("/", <Harness multiple={multiple} />);
}

const user = userEvent.setup({ delay: null });
const slow = { timeout: 5000 };
const rowOf = (dialog: HTMLElement, text: string) =>
  within(dialog).getAllByText(text)[0]?.closest("tr") as HTMLElement;

describe("PegawaiPicker", { timeout: 45_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("pages 8 a time, keeps choices across pages and tells the acting (PLT) entry apart", async () => {
    const fetch = stubPegawai();
    renderPicker();
    await user.click(screen.getByRole("button", { name: /Pilih Pegawai/ }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    await within(dialog).findByText("Pengolah Data", {}, slow);
    expect(within(dialog).getByText("Plt.")).toBeInTheDocument();
    const [url] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/egs/list/pegawai?satuan_kerja_id=2&page=1&per_page=8");

    await user.click(within(rowOf(dialog, "Kepala Bidang Persandian")).getByRole("checkbox"));
    await user.click(within(dialog).getByLabelText("Halaman berikutnya"));
    await within(dialog).findByText("Kepala Dinas", {}, slow);
    await user.click(within(rowOf(dialog, "Kepala Dinas")).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Pilih" }));

    expect(screen.getByRole("status")).toHaveTextContent(
      "198104062006011002:plt,197206141998031001",
    );
    expect(screen.getByText("Rizky Pratama (Plt. Kepala Bidang Persandian)")).toBeInTheDocument();
    expect(screen.getByText("Made Wiranata")).toBeInTheDocument();
  });

  it("searches after the 1 second debounce", async () => {
    const fetch = stubPegawai();
    renderPicker();
    await user.click(screen.getByRole("button", { name: /Pilih Pegawai/ }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    await within(dialog).findByText("Pengolah Data", {}, slow);
    vi.useFakeTimers();
    fireEvent.change(within(dialog).getByLabelText("Cari nama, NIP atau jabatan"), {
      target: { value: "made" },
    });
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => u)).toContain(
        "/api/egs/list/pegawai?satuan_kerja_id=2&q=made&page=1&per_page=8",
      ),
    );
    await waitFor(() => expect(within(dialog).queryByText("Pengolah Data")).toBeNull());
  });

  it("picks one with radios and removes a choice by closing its tag", async () => {
    stubPegawai();
    renderPicker(false);
    await user.click(screen.getByRole("button", { name: /Pilih Pegawai/ }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    await within(dialog).findByText("Pengolah Data", {}, slow);
    await user.click(within(rowOf(dialog, "Pengolah Data")).getByRole("radio"));
    await user.click(
      within(rowOf(dialog, "Kepala Bidang Aplikasi Informatika")).getByRole("radio"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Pilih" }));
    expect(screen.getByRole("status")).toHaveTextContent(/^198104062006011002$/);

    await user.click(screen.getByRole("button", { name: "Hapus Rizky Pratama" }));
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
  });

  it("labels entries and keys them by NIP and capacity", () => {
    expect(pegawaiLabel(kabidPlt)).toBe("Rizky Pratama (Plt. Kepala Bidang Persandian)");
    expect(pegawaiLabel(kabid)).toBe("Rizky Pratama");
    expect(pegawaiKey(kabid)).not.toBe(pegawaiKey(kabidPlt));
  });
});

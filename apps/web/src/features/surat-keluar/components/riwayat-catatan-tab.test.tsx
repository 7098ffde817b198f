import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { letter } from "../test-support";
import { RiwayatCatatanTab } from "./riwayat-catatan-tab";

const note = {
  photo_url: null,
  keterangan: "",
  created_at: "2026-07-13T05:00:00.000Z",
};

describe("Riwayat Catatan", () => {
  it("shows the paraf beside LANJUTKAN and SETUJU, with the position held then", () => {
    render(
      <RiwayatCatatanTab
        letter={letter({
          riwayat_catatan: [
            {
              ...note,
              id: 1,
              nama: "Putri Ayu Lestari",
              jabatan: "Pengolah Data",
              action: "kirim",
            },
            {
              ...note,
              id: 2,
              nama: "Rizky Pratama Harahap, S.T., M.Kom.",
              jabatan: "Sekretaris Dinas",
              action: "lanjutkan",
              paraf: { inisial: "RPH", jabatan: "Kepala Bidang Aplikasi Informatika", urutan: 1 },
            },
            {
              ...note,
              id: 3,
              nama: "Dewi Anggraini Lubis",
              jabatan: "Sekretaris Dinas",
              action: "perbaikan",
              keterangan: "Mohon lengkapi lampiran",
              paraf: null,
            },
            {
              ...note,
              id: 4,
              nama: "Made Adi Wiranata",
              jabatan: "Kepala Dinas",
              action: "setuju",
              paraf: { inisial: "MAW", jabatan: "Kepala Dinas", urutan: 3 },
            },
          ],
        })}
      />,
    );
    const items = screen.getAllByRole("listitem").map((li) => li.textContent ?? "");
    expect(items[0]).not.toMatch(/Paraf/);
    expect(items[1]).toMatch(/Lanjutkan.*Paraf RPH.*sebagai Kepala Bidang Aplikasi Informatika/);
    expect(items[2]).toMatch(/Perbaikan/);
    expect(items[2]).not.toMatch(/Paraf/);
    expect(items[3]).toMatch(/Setuju.*Paraf MAW.*sebagai Kepala Dinas/);
    expect(screen.getAllByText(/^Paraf /)).toHaveLength(2);
  });

  it("says so when there are no notes", () => {
    render(<RiwayatCatatanTab letter={letter({ riwayat_catatan: [] })} />);
    expect(screen.getByText("Belum ada catatan")).toBeInTheDocument();
  });
});

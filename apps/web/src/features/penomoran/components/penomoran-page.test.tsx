import { NUMBER_PATTERN_MESSAGES, PENOMORAN_MESSAGES } from "@lontar/contracts/nomor-pattern";
import type { PenomoranItem } from "@lontar/contracts/penomoran";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { PenomoranPage } from "./penomoran-page";

const unit = demoUser.data_pegawai.satuan_kerja.satuan_kerja_id;
const parts = (nomor: number) => ({
  kode_klasifikasi: "000",
  nomor,
  kode_unit: "Diskominfo",
  kode_jabatan: "KADIS",
  sifat: "B",
  tanggal: "2026-11-26",
});
const items: PenomoranItem[] = [
  {
    tipe_surat: null,
    nama: "Bawaan",
    pattern: "{kode_klasifikasi}/{nomor}/{kode_unit}/{tahun}",
    contoh: "000/16/Diskominfo/2026",
    contoh_bagian: parts(16),
  },
  {
    tipe_surat: 3,
    nama: "Nota Dinas",
    pattern: null,
    contoh: "000/16/Diskominfo/2026",
    contoh_bagian: parts(1),
  },
];

function fakeServer() {
  const puts: unknown[] = [];
  stubFetch((url, init) => {
    if (url === "/api/master/skpd")
      return jsonResponse(200, {
        data: [{ satuan_kerja_id: unit, kode_skpd: "2.16", satuan_kerja_nama: "Diskominfo" }],
      });
    if (url === `/egs/master/penomoran/${unit}` && init.method === "PUT") {
      puts.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { items });
    }
    if (url === `/egs/master/penomoran/${unit}`) return jsonResponse(200, { items });
    return jsonResponse(404, {});
  });
  return puts;
}

describe("Penomoran Surat", () => {
  it("previews the next number of each row as the pattern is typed", async () => {
    fakeServer();
    renderAt("/manajemen-master/penomoran", <PenomoranPage />);
    const rows = await screen.findAllByTestId("contoh");
    expect(rows.map((row) => row.textContent)).toEqual([
      "000/16/Diskominfo/2026",
      "000/16/Diskominfo/2026",
    ]);
    fireEvent.change(screen.getByLabelText("Pola nomor Nota Dinas"), {
      target: { value: "ND-{nomor}/{kode_jabatan}/{bulan_romawi}/{tahun}" },
    });
    // A type with a pattern of its own starts its own sequence.
    expect(screen.getAllByTestId("contoh")[1]).toHaveTextContent("ND-1/KADIS/XI/2026");
    fireEvent.change(screen.getByLabelText("Pola nomor bawaan"), {
      target: { value: "{sifat}-{nomor}/{bulan}/{tahun}" },
    });
    expect(screen.getAllByTestId("contoh")[0]).toHaveTextContent("B-16/11/2026");
  });

  it("says what is wrong with a pattern and does not save it", async () => {
    const puts = fakeServer();
    renderAt("/manajemen-master/penomoran", <PenomoranPage />);
    const input = await screen.findByLabelText("Pola nomor bawaan");
    fireEvent.change(input, { target: { value: "{kode_unit}/{tahun}" } });
    expect(screen.getByRole("alert")).toHaveTextContent(NUMBER_PATTERN_MESSAGES.needsNomor);
    expect(screen.getByRole("button", { name: "Simpan" })).toBeDisabled();
    expect(puts).toEqual([]);
  });

  it("saves the whole set, an empty type row following the default", async () => {
    const puts = fakeServer();
    renderAt("/manajemen-master/penomoran", <PenomoranPage />, { banner: true });
    fireEvent.change(await screen.findByLabelText("Pola nomor Nota Dinas"), {
      target: { value: "ND-{nomor}/{tahun}" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          items: [
            { tipe_surat: null, pattern: "{kode_klasifikasi}/{nomor}/{kode_unit}/{tahun}" },
            { tipe_surat: 3, pattern: "ND-{nomor}/{tahun}" },
          ],
        },
      ]),
    );
    expect(await screen.findByTestId("banner")).toHaveTextContent(PENOMORAN_MESSAGES.saved);
    const legend = screen.getByText("Bagian pola").closest(".ant-card") as HTMLElement;
    expect(within(legend).getByText("{bulan_romawi}")).toBeInTheDocument();
  });
});

import type { PenyimpananNode } from "@lontar/contracts/arsip";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { PenyimpananPage } from "./penyimpanan-page";

const node = (
  id: number,
  kode: string,
  nama: string,
  parent: number | null,
  childs: PenyimpananNode[] = [],
): PenyimpananNode => ({
  _id: id,
  id,
  satuan_kerja_id: 3,
  kode,
  nama,
  parent,
  nama_parent: null,
  childs,
});
const tree = [
  node(1, "GD-A", "Gedung A", null, [
    node(2, "R-01", "Ruang Arsip", 1, [
      node(3, "L-01", "Lemari 1", 2),
      node(4, "L-02", "Lemari 2", 2),
    ]),
  ]),
  node(5, "GD-B", "Gedung B", null),
];

describe("Master Penyimpanan", { timeout: 30_000 }, () => {
  it("says its total counts top-level locations and how many the page holds", async () => {
    stubFetch((url) =>
      url.startsWith("/api/master/skpd")
        ? jsonResponse(200, { data: [] })
        : jsonResponse(200, {
            items: tree,
            meta: { current_page: 1, last_page: 1, from: 1, to: 2, per_page: 2, total: 2 },
          }),
    );
    renderAt("/", <PenyimpananPage />, { user: demoUser });

    expect(await screen.findByText("Lemari 2", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText("Menampilkan page 1 dari 1 total pages dan 2 total entri"),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Total entri menghitung penyimpanan tingkat teratas; halaman ini memuat 5 penyimpanan, termasuk tingkat di bawahnya.",
      ),
    ).toBeInTheDocument();
    // Spec 02 §4 names the storage tree's add-child action 'Tambah Child'.
    expect(screen.getByRole("button", { name: "Tambah Child GD-A" })).toBeInTheDocument();
  });
});

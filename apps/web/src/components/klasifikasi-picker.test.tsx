import type { KlasifikasiChoice, KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Form } from "antd";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../test/http";
import { renderAt } from "../test/render";
import { KlasifikasiPicker } from "./klasifikasi-picker";

const node = (
  id: number,
  kode: string,
  nama: string,
  childs: KlasifikasiNode[] = [],
): KlasifikasiNode => ({
  _id: id,
  id,
  kode,
  nama,
  parent: null,
  retensi_aktif: null,
  retensi_inaktif: null,
  keterangan_retensi: null,
  childs,
});

const tree = [
  node(1, "000", "Umum", [
    node(2, "000.1", "Ketatausahaan", [node(3, "000.1.2", "Perjalanan Dinas Dalam Negeri")]),
  ]),
  ...[100, 200, 300, 400].map((k) => node(k, String(k), `Induk ${k}`)),
];
const page2 = [node(500, "500", "Perekonomian")];
const meta = (page: number, total: number) => ({
  current_page: page,
  last_page: Math.ceil(total / 5),
  from: (page - 1) * 5 + 1,
  to: Math.min(page * 5, total),
  per_page: 5,
  total,
});

function serve() {
  return stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    if (url.searchParams.get("q")) return jsonResponse(200, { items: [tree[0]], meta: meta(1, 1) });
    if (url.searchParams.get("page") === "2")
      return jsonResponse(200, { items: page2, meta: meta(2, 6) });
    return jsonResponse(200, { items: tree, meta: meta(1, 6) });
  });
}

function Harness({ onChange }: { onChange: (c: KlasifikasiChoice) => void }) {
  const [value, setValue] = useState<KlasifikasiChoice | null>(null);
  return (
    <Form>
      <Form.Item label="Klasifikasi">
        <KlasifikasiPicker
          value={value}
          onChange={(choice) => {
            setValue(choice);
            onChange(choice);
          }}
        />
      </Form.Item>
    </Form>
  );
}

function renderPicker() {
  const onChange = vi.fn();
  renderAt("/", <Harness onChange={onChange} />);
  return onChange;
}

describe("KlasifikasiPicker", () => {
  it("opens the tree paged by five roots and moves to the next page", async () => {
    const fetch = serve();
    renderPicker();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText("Pilih"));
    expect(await screen.findByText("Umum")).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/egs/master/klasifikasi?page=1&per_page=5");
    expect(
      screen.getByText("Menampilkan page 1 dari 2 total pages dan 6 total entri"),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Halaman berikutnya"));
    expect(await screen.findByText("Perekonomian")).toBeInTheDocument();
  });

  it("searches after the 1 s pause, shows the match under its ancestors and hands back {kode, nama}", async () => {
    const fetch = serve();
    const onChange = renderPicker();
    fireEvent.click(screen.getByText("Pilih"));
    await screen.findByText("Umum");
    fireEvent.change(screen.getByLabelText("Cari kode atau nama klasifikasi"), {
      target: { value: "perjalanan" },
    });
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain("q=perjalanan"), {
      timeout: 2500,
    });
    const match = await screen.findByText("Perjalanan Dinas Dalam Negeri");
    expect(screen.getByText("Ketatausahaan")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Pilih 000.1.2"));
    expect(onChange).toHaveBeenCalledWith({
      kode: "000.1.2",
      nama: "Perjalanan Dinas Dalam Negeri",
    });
    await waitFor(() => expect(match).not.toBeInTheDocument());
    expect(screen.getByDisplayValue("000.1.2 - Perjalanan Dinas Dalam Negeri")).toBeInTheDocument();
  });
});

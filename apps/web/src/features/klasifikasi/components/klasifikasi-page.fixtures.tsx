import type { KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { screen } from "@testing-library/react";
import { demoUser } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { KlasifikasiPage } from "./klasifikasi-page";

/** Test fixtures of the Master Klasifikasi page: a fake server and a render helper. */
export const node = (
  id: number,
  kode: string,
  nama: string,
  childs: KlasifikasiNode[] = [],
  parent: number | null = null,
): KlasifikasiNode => ({
  _id: id,
  id,
  kode,
  nama,
  parent,
  retensi_aktif: null,
  retensi_inaktif: null,
  keterangan_retensi: null,
  childs,
});

/** Seven root codes: five on page 1, two on page 2; 000 has 000.1 with 000.1.2. */
export const roots = [
  node(1, "000", "Umum", [
    node(
      2,
      "000.1",
      "Ketatausahaan",
      [node(3, "000.1.2", "Perjalanan Dinas Dalam Negeri", [], 2)],
      1,
    ),
  ]),
  ...[
    "100 Pemerintahan",
    "200 Politik",
    "300 Keamanan",
    "400 Kesejahteraan",
    "500 Perekonomian",
    "600 Pekerjaan Umum",
  ].map((s, i) => node(10 + i, s.slice(0, 3), s.slice(4))),
];
export const meta = (page: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / 5)),
  from: total ? (page - 1) * 5 + 1 : null,
  to: total ? Math.min(page * 5, total) : null,
  per_page: 5,
  total,
});

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export function fakeServer(
  overrides: { write?: (call: Call) => Response; list?: () => Response } = {},
) {
  const calls: Call[] = [];
  const fetch = stubFetch((raw, init) => {
    const call = {
      method: init.method ?? "GET",
      url: new URL(raw, "http://x"),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (call.method !== "GET")
      return overrides.write?.(call) ?? jsonResponse(200, { items: roots[0] });
    if (overrides.list) return overrides.list();
    const q = call.url.searchParams.get("q");
    const page = Number(call.url.searchParams.get("page"));
    if (q) return jsonResponse(200, { items: [roots[0]], meta: meta(1, 1) });
    return jsonResponse(200, {
      items: roots.slice((page - 1) * 5, page * 5),
      meta: meta(page, roots.length),
    });
  });
  return { calls, fetch, lists: () => calls.filter((c) => c.method === "GET") };
}

export function renderPage(level = 1) {
  renderAt("/", <KlasifikasiPage />, { user: { ...demoUser, user_level: level }, banner: true });
}

export const row = (kode: string) =>
  screen.getByText(kode, { selector: "td, td *" }).closest("tr") as HTMLElement;

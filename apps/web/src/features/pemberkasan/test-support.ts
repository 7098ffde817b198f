import type { BerkasDetail, BerkasIsiItem, BerkasItem } from "@lontar/contracts/berkas";
import { jsonResponse, stubFetch } from "../../test/http";

/** Test fixtures of the Pemberkasan screens: case files, their records, the server's answers. */

export const BERKAS_ID = "01900000-0000-7000-8000-0000000000e1";

export function berkas(over: Partial<BerkasItem> = {}): BerkasItem {
  return {
    id: BERKAS_ID,
    nomor_berkas: 12,
    tahun: 2026,
    satuan_kerja_id: 3,
    satuan_kerja: "Dinas Komunikasi dan Informatika",
    klasifikasi: { id: 9, kode: "000.1.2", nama: "Perjalanan Dinas Dalam Negeri" },
    judul: "Perjalanan dinas ke Jakarta",
    kurun_waktu_mulai: "2026-03-02",
    kurun_waktu_selesai: "2026-03-20",
    catatan: "",
    status: "tertutup",
    jumlah: 2,
    ditutup_pada: "2026-03-21T03:00:00.000Z",
    retensi: {
      aktif: 2,
      inaktif: 3,
      keterangan: "musnah",
      inaktif_pada: "2028-03-21",
      nasib_pada: "2031-03-21",
    },
    created_at: "2026-03-02T01:00:00.000Z",
    diusulkan: false,
    klasifikasi_keamanan: "Biasa",
    ...over,
  };
}

export function isi(over: Partial<BerkasIsiItem> = {}): BerkasIsiItem {
  return {
    id: "01900000-0000-7000-8000-0000000000f1",
    urutan: 1,
    jenis: "surat",
    surat_id: "01900000-0000-7000-8000-0000000000a1",
    arsip_id: null,
    nomor: "000.1.2/15/DISKOMINFO/2026",
    uraian: "Surat Tugas Perjalanan Dinas",
    arah: "keluar",
    tanggal: "2026-03-02",
    sifat: "Biasa",
    ditambahkan_pada: "2026-03-02T02:00:00.000Z",
    ...over,
  };
}

export function detail(over: Partial<BerkasDetail> = {}): BerkasDetail {
  return {
    ...berkas(),
    isi: [
      isi(),
      isi({
        id: "01900000-0000-7000-8000-0000000000f2",
        urutan: 2,
        surat_id: "01900000-0000-7000-8000-0000000000a2",
        nomor: "090/7/BKD/2026",
        uraian: "Undangan Rapat Koordinasi",
        arah: "masuk",
        tanggal: "2026-03-10",
        sifat: "Segera",
      }),
      isi({
        id: "01900000-0000-7000-8000-0000000000f3",
        urutan: 3,
        jenis: "arsip",
        surat_id: null,
        arsip_id: "01900000-0000-7000-8000-0000000000c1",
        nomor: null,
        uraian: "Kuitansi Perjalanan",
        arah: null,
        tanggal: null,
        sifat: null,
      }),
    ],
    ...over,
  };
}

export const pageMeta = (total: number) => ({
  current_page: 1,
  last_page: 1,
  from: total === 0 ? null : 1,
  to: total === 0 ? null : total,
  per_page: 10,
  total,
});

export interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/**
 * A server answering `answer(call)`, or, when it gives nothing, the work units (empty) and an
 * empty 200; returns every call made.
 */
export function fakeBerkasServer(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  stubFetch((raw, init) => {
    const url = new URL(raw, "http://x");
    const call: Call = {
      method: init.method ?? "GET",
      path: url.pathname,
      params: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (call.path === "/api/master/skpd") return jsonResponse(200, { data: [] });
    return jsonResponse(200, { items: [] });
  });
  return calls;
}

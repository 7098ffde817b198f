import type { BeritaAcaraDetail, BeritaAcaraItem } from "@lontar/contracts/berita-acara";
import { berkas } from "../pemberkasan/test-support";

/** Test fixtures of the Berita Acara screens. */

export const BA_ID = "01900000-0000-7000-8000-0000000000b1";

/** A Berita Acara Pemusnahan of the demo unit, waiting for its head's signature. */
export function beritaAcara(over: Partial<BeritaAcaraItem> = {}): BeritaAcaraItem {
  return {
    id: BA_ID,
    jenis: "pemusnahan",
    judul: "Berita Acara Pemusnahan Arsip",
    status: "menunggu",
    nomor: null,
    satuan_kerja_id: 3,
    satuan_kerja: "Dinas Komunikasi dan Informatika",
    ke_unit: null,
    penandatangan: {
      nama: "Budi Santoso",
      nip: "197001011995031001",
      jabatan: "Kepala Dinas Komunikasi dan Informatika",
    },
    jumlah_berkas: 1,
    konfirmasi_rahasia: false,
    created_at: "2026-04-01T02:00:00.000Z",
    signed_at: null,
    pdf_url: null,
    can_sign: false,
    can_cancel: false,
    ...over,
  };
}

export function beritaAcaraDetail(over: Partial<BeritaAcaraDetail> = {}): BeritaAcaraDetail {
  return {
    ...beritaAcara(),
    berkas: [berkas({ status: "usul_musnah", diusulkan: true })],
    ...over,
  };
}

/** The same Berita Acara once its head signed it. */
export const signed = (over: Partial<BeritaAcaraDetail> = {}) =>
  beritaAcaraDetail({
    status: "ditandatangani",
    nomor: "800/12/DISKOMINFO/2026",
    signed_at: "2026-04-02T03:30:00.000Z",
    pdf_url: `/egs/berita-acara/${BA_ID}/pdf`,
    berkas: [berkas({ status: "musnah" })],
    ...over,
  });

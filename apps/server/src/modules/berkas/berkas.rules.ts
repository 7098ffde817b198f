import type {
  BerkasDetail,
  BerkasIsiItem,
  BerkasItem,
  SuratBerkas,
} from "@lontar/contracts/berkas";
import { klasifikasiTertinggi } from "@lontar/contracts/klasifikasi-keamanan";
import type { BerkasRow } from "./berkas.repository";
import type { IsiRow } from "./berkas-isi.repository";

/** What a reader who may not open a letter sees of its subject in a berkas. */
export const MASKED_URAIAN = "(Surat rahasia)";

export const toBerkasItem = (row: BerkasRow): BerkasItem => ({
  id: row.id,
  nomor_berkas: row.nomor_berkas,
  tahun: row.tahun,
  satuan_kerja_id: row.satuan_kerja_id,
  satuan_kerja: row.satuan_kerja,
  klasifikasi: { id: row.klasifikasi_id, kode: row.klasifikasi_kode, nama: row.klasifikasi_nama },
  judul: row.judul,
  kurun_waktu_mulai: row.kurun_waktu_mulai,
  kurun_waktu_selesai: row.kurun_waktu_selesai,
  catatan: row.catatan,
  status: row.status,
  jumlah: row.jumlah,
  ditutup_pada: row.ditutup_pada,
  retensi: {
    aktif: row.retensi_aktif,
    inaktif: row.retensi_inaktif,
    keterangan: row.keterangan_retensi,
    inaktif_pada: row.inaktif_pada,
    nasib_pada: row.nasib_pada,
  },
  created_at: row.created_at,
  diusulkan: row.diusulkan,
  klasifikasi_keamanan: klasifikasiTertinggi(row.kelas),
});

/** A record of a berkas; a letter the reader may not open shows its number, not its subject. */
export const toIsiItem = (row: IsiRow): BerkasIsiItem => {
  const surat = row.mail_id !== null;
  return {
    id: row.id,
    urutan: row.urutan,
    jenis: surat ? "surat" : "arsip",
    surat_id: row.mail_id,
    arsip_id: row.arsip_id,
    nomor: surat ? row.no_surat : row.no_dokumen,
    uraian: surat ? (row.visible ? (row.perihal ?? "") : MASKED_URAIAN) : (row.nama_arsip ?? ""),
    arah: surat ? (row.kategori_surat === "external" ? "masuk" : "keluar") : null,
    tanggal: surat ? row.tanggal : row.tahun_arsip === null ? null : String(row.tahun_arsip),
    sifat: row.sifat_pengamanan,
    ditambahkan_pada: row.created_at,
  };
};

export const toBerkasDetail = (row: BerkasRow, isi: IsiRow[]): BerkasDetail => ({
  ...toBerkasItem(row),
  isi: isi.map(toIsiItem),
});

export const toSuratBerkas = (row: BerkasRow): SuratBerkas => ({
  id: row.id,
  nomor_berkas: row.nomor_berkas,
  tahun: row.tahun,
  judul: row.judul,
  klasifikasi_kode: row.klasifikasi_kode,
  status: row.status,
});

/**
 * The last day of a berkas's kurun waktu when it is closed: the day asked for, else the latest
 * record's day, else the closing day; never before its first day nor after the closing.
 */
export function closingKurun(
  berkas: { kurun_waktu_mulai: string; kurun_waktu_selesai: string | null },
  today: string,
  asked?: string,
): { ok: true; selesai: string } | { ok: false } {
  const latest = berkas.kurun_waktu_selesai ?? today;
  const selesai = asked ?? (latest > today ? today : latest);
  if (selesai < berkas.kurun_waktu_mulai || selesai > today) return { ok: false };
  return { ok: true, selesai };
}

/** The year a record is filed under: the year of its day. */
export const yearOfDay = (day: string) => Number(day.slice(0, 4));

import type { BerkasIsiItem, BerkasItem, BerkasRetensi } from "@lontar/contracts/berkas";
import { formatDay } from "../../lib/dates";

/** 'No. Berkas' as the daftar berkas writes it: '12/2026'. */
export const nomorBerkas = (item: Pick<BerkasItem, "nomor_berkas" | "tahun">) =>
  `${item.nomor_berkas}/${item.tahun}`;

/**
 * 'Kurun Waktu': the first day, and the last one once it is fixed (closing) or known (the
 * latest record); an open berkas without records runs until now.
 */
export const kurunWaktu = (item: Pick<BerkasItem, "kurun_waktu_mulai" | "kurun_waktu_selesai">) =>
  `${formatDay(item.kurun_waktu_mulai)} – ${
    item.kurun_waktu_selesai ? formatDay(item.kurun_waktu_selesai) : "sekarang"
  }`;

/** 'Aktif 2 th · Inaktif 3 th · musnah' from the classification; '-' when it has none. */
export function retensiText(r: BerkasRetensi): string {
  const parts = [
    r.aktif === null ? null : `Aktif ${r.aktif} th`,
    r.inaktif === null ? null : `Inaktif ${r.inaktif} th`,
    r.keterangan,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "-";
}

/** 'Surat keluar', 'Surat masuk' or 'Arsip'. */
export function jenisIsi(isi: Pick<BerkasIsiItem, "jenis" | "arah">): string {
  if (isi.jenis === "arsip") return "Arsip";
  return isi.arah === "masuk" ? "Surat masuk" : "Surat keluar";
}

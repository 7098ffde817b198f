import { describe, expect, it } from "vitest";
import type { BerkasRow } from "./berkas.repository";
import { DAFTAR_COLUMNS, daftarRow, keterangan, kurunWaktu } from "./daftar-arsip.rules";

// Cast: the row carries more than the list reads (and grows with the berkas domain).
const berkas = (overrides: Partial<BerkasRow> = {}) =>
  ({
    id: "0190a1b2-0000-7000-8000-000000000001",
    nomor_berkas: 4,
    tahun: 2026,
    satuan_kerja_id: 2,
    satuan_kerja: "Dinas Komunikasi dan Informatika",
    klasifikasi_id: 1,
    klasifikasi_kode: "000.5",
    klasifikasi_nama: "Kearsipan",
    judul: "Pengelolaan arsip dinamis",
    kurun_waktu_mulai: "2026-01-05",
    kurun_waktu_selesai: "2026-02-10",
    catatan: "",
    ditutup_pada: "2026-02-10",
    retensi_aktif: 2,
    retensi_inaktif: 5,
    keterangan_retensi: "dinilai kembali",
    inaktif_pada: "2028-02-10",
    nasib_pada: "2033-02-10",
    status: "inaktif",
    jumlah: 3,
    created_at: "2026-01-05 08:00:00+07",
    kelas: ["Biasa"],
    ...overrides,
  }) as BerkasRow;

describe("a line of the Daftar Arsip", () => {
  it("writes the kurun waktu as dates, open-ended while a berkas holds nothing", () => {
    expect(kurunWaktu(berkas())).toBe("5 Januari 2026 – 10 Februari 2026");
    expect(kurunWaktu(berkas({ kurun_waktu_selesai: "2026-01-05" }))).toBe("5 Januari 2026");
    expect(kurunWaktu(berkas({ kurun_waktu_selesai: null }))).toBe("5 Januari 2026 – sekarang");
  });

  it("tells the fate of an inactive berkas, and when an appraisal is due", () => {
    expect(keterangan(berkas(), "2030-01-01")).toBe("Dinilai kembali");
    expect(keterangan(berkas(), "2033-02-10")).toBe("Dinilai kembali; retensi habis");
    expect(keterangan(berkas({ keterangan_retensi: "permanen" }), "2030-01-01")).toBe("Permanen");
    expect(keterangan(berkas({ status: "permanen" }), "2034-01-01")).toBe(
      "Permanen; retensi habis, diserahkan ke lembaga kearsipan",
    );
  });

  it("has one cell per column of its list", () => {
    const aktif = daftarRow(
      "aktif",
      berkas({ status: "aktif", kelas: ["Biasa", "Rahasia"] }),
      1,
      "2026-03-01",
    );
    expect(aktif).toHaveLength(DAFTAR_COLUMNS.aktif.length);
    expect(aktif).toEqual([
      1,
      "4/2026",
      "000.5",
      "Pengelolaan arsip dinamis",
      "5 Januari 2026 – 10 Februari 2026",
      "3 item",
      "Asli",
      "-",
      "Rahasia",
      "Terbuka",
    ]);
    const inaktif = daftarRow("inaktif", berkas(), 2, "2030-01-01");
    expect(inaktif).toHaveLength(DAFTAR_COLUMNS.inaktif.length);
    expect(inaktif.slice(-2)).toEqual(["10 Februari 2033", "Dinilai kembali"]);
  });
});

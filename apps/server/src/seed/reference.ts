import { count, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { jenisNaskah, kegiatan, klasifikasi, petunjukDisposisi } from "../db/schema";
import jenisNaskahJson from "./data/jenis-naskah.json" with { type: "json" };
import klasifikasiJson from "./data/klasifikasi-arsip.json" with { type: "json" };
import petunjukJson from "./data/petunjuk-disposisi.json" with { type: "json" };
import { templates } from "./templates";

interface KodeNode {
  kode: string;
  nama: string;
  childs: KodeNode[];
}

type Retensi = [
  aktif: number,
  inaktif: number,
  keterangan: "musnah" | "permanen" | "dinilai kembali",
];

/**
 * Plausible retention (JRA) on common codes so retention can be seen working; each agency
 * sets its own schedule in Master Klasifikasi (the national list carries none).
 */
export const demoRetensi: Record<string, Retensi> = {
  "000.1": [2, 3, "musnah"],
  "000.1.2": [1, 2, "musnah"],
  "000.1.3": [1, 2, "musnah"],
  "000.2": [2, 3, "musnah"],
  "000.3": [2, 5, "musnah"],
  "000.4": [2, 3, "musnah"],
  "000.5": [2, 5, "dinilai kembali"],
  "000.6": [2, 3, "musnah"],
  "000.7": [5, 5, "permanen"],
  "000.8": [3, 5, "permanen"],
  "000.9": [3, 5, "dinilai kembali"],
  "100.1": [5, 5, "permanen"],
  "100.2": [3, 5, "dinilai kembali"],
  "100.3": [5, 10, "permanen"],
  "200.1": [3, 5, "dinilai kembali"],
  "200.2": [3, 5, "permanen"],
  "300.1": [3, 5, "musnah"],
  "300.2": [3, 7, "permanen"],
  "400.3": [3, 5, "dinilai kembali"],
  "400.7": [3, 7, "dinilai kembali"],
  "400.12": [5, 10, "permanen"],
  "400.14": [2, 3, "musnah"],
  "500.6": [3, 5, "dinilai kembali"],
  "500.11": [3, 5, "dinilai kembali"],
  "500.12": [2, 5, "dinilai kembali"],
  "500.14": [2, 3, "musnah"],
  "600.1": [5, 10, "permanen"],
  "600.4": [3, 7, "dinilai kembali"],
  "700.1": [5, 10, "permanen"],
  "800.1": [2, 5, "dinilai kembali"],
  "800.2": [2, 3, "musnah"],
  "900.1": [2, 10, "musnah"],
};

async function seedKlasifikasi(tx: DbOrTx) {
  const rows: (typeof klasifikasi.$inferInsert)[] = [];
  const walk = (nodes: KodeNode[], parentId: number | null) => {
    for (const node of nodes) {
      const id = rows.length + 1;
      const retensi = demoRetensi[node.kode];
      rows.push({
        id,
        parentId,
        kode: node.kode,
        nama: node.nama,
        retensiAktif: retensi?.[0] ?? null,
        retensiInaktif: retensi?.[1] ?? null,
        keteranganRetensi: retensi?.[2] ?? null,
      });
      walk(node.childs, id);
    }
  };
  walk(klasifikasiJson as KodeNode[], null);
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(klasifikasi).values(rows.slice(i, i + 1000));
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('klasifikasi', 'id'), (select max(id) from klasifikasi))`,
  );
}

/** True when the national reference data has not been loaded yet. */
export async function needsReference(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(klasifikasi);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the reference data every agency needs (also in production): classification codes,
 * letter types with templates and disposition instructions. One transaction.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedKlasifikasi(tx);
    await tx.insert(jenisNaskah).values(
      jenisNaskahJson.map((j, i) => ({
        kode: j.kode,
        nama: j.nama,
        keterangan: j.keterangan,
        type: "text-editor",
        template: templates[j.kode] ?? "",
        sortOrder: i + 1,
      })),
    );
    await tx
      .insert(petunjukDisposisi)
      .values((petunjukJson as string[]).map((text, i) => ({ text, sortOrder: i + 1 })));
  });
}

/** Activities of the demo work units (programme/activity codes in the usual regional style). */
export const demoKegiatan: Record<number, [string, string][]> = {
  1: [
    ["4.01.01.2.01", "Perencanaan, Penganggaran, dan Evaluasi Kinerja Perangkat Daerah"],
    ["4.01.01.2.06", "Administrasi Umum Perangkat Daerah"],
    ["4.01.02.2.01", "Pelaksanaan Kebijakan Pemerintahan dan Kesejahteraan Rakyat"],
    ["4.01.03.2.02", "Fasilitasi Penyusunan Produk Hukum Daerah"],
    ["4.01.04.2.01", "Penataan Organisasi dan Tata Laksana"],
  ],
  2: [
    ["2.16.01.2.06", "Administrasi Umum Perangkat Daerah"],
    ["2.16.02.2.01", "Pengelolaan Informasi dan Komunikasi Publik Pemerintah Daerah"],
    ["2.16.03.2.01", "Pengelolaan Nama Domain dan Sub Domain Pemerintah Daerah"],
    ["2.16.03.2.02", "Pengelolaan E-Government di Lingkup Pemerintah Daerah"],
    ["2.20.02.2.01", "Penyelenggaraan Statistik Sektoral"],
    ["2.21.02.2.01", "Penyelenggaraan Persandian untuk Pengamanan Informasi"],
  ],
  3: [
    ["1.01.01.2.06", "Administrasi Umum Perangkat Daerah"],
    ["1.01.02.2.01", "Pengelolaan Pendidikan Sekolah Dasar"],
    ["1.01.02.2.03", "Pengelolaan Pendidikan Anak Usia Dini"],
    ["1.01.02.2.04", "Pengelolaan Pendidikan Nonformal/Kesetaraan"],
    ["1.01.05.2.01", "Pemerataan Kuantitas dan Kualitas Pendidik dan Tenaga Kependidikan"],
  ],
  4: [
    ["5.03.01.2.06", "Administrasi Umum Perangkat Daerah"],
    ["5.03.02.2.01", "Pengadaan, Pemberhentian, dan Informasi Kepegawaian ASN"],
    ["5.03.02.2.02", "Mutasi dan Pengembangan Karier"],
    ["5.04.02.2.01", "Pengembangan Kompetensi Teknis dan Fungsional"],
  ],
};

export const seedDemoKegiatan = (tx: DbOrTx) =>
  tx
    .insert(kegiatan)
    .values(
      Object.entries(demoKegiatan).flatMap(([satuanKerjaId, list]) =>
        list.map(([kode, nama]) => ({ satuanKerjaId: Number(satuanKerjaId), kode, nama })),
      ),
    );

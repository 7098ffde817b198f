import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { newId } from "../lib/ids";

/**
 * Paper berkas of earlier years, registered as an archivist does when the office starts
 * managing its records in Lontar, closed long enough ago that the life cycle shows at once:
 * one is due for destruction (000.1.2: 1 active + 2 inactive years, musnah), one is inactive
 * and due for transfer (000.7: 5 + 5 years, permanen). Numbered per unit and year, as always.
 */
const OLD_BERKAS = [
  {
    kode: "000.1.2",
    tahun: 2021,
    judul: "Surat perintah dan laporan perjalanan dinas pegawai tahun 2021",
    mulai: "2021-01-11",
    selesai: "2021-12-20",
    ditutup: "2021-12-31",
  },
  {
    kode: "000.7",
    tahun: 2019,
    judul: "Dokumen penyusunan rencana strategis dinas 2019–2023",
    mulai: "2019-02-04",
    selesai: "2019-11-29",
    ditutup: "2019-12-31",
  },
] as const;

export async function seedDemoBerkas(tx: DbOrTx, satuanKerjaId: number, userId: number) {
  for (const b of OLD_BERKAS)
    await tx.execute(sql`
      insert into berkas (id, satuan_kerja_id, klasifikasi_id, tahun, nomor_berkas, judul,
                          kurun_waktu_mulai, kurun_waktu_selesai, catatan, ditutup_pada, created_by)
      select ${newId()}, ${satuanKerjaId}, k.id, ${b.tahun},
             (select coalesce(max(nomor_berkas), 0) + 1 from berkas
              where satuan_kerja_id = ${satuanKerjaId} and tahun = ${b.tahun}),
             ${b.judul}, ${b.mulai}::date, ${b.selesai}::date,
             'Berkas kertas (arsip konvensional) di Ruang Arsip Sekretariat', ${b.ditutup}::date,
             ${userId}
      from klasifikasi k where k.kode = ${b.kode}`);
}

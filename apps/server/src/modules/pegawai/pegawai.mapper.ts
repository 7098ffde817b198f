import type { PegawaiItem } from "@lontar/contracts/pegawai";
import type { PegawaiRow } from "./pegawai.repository";

/** The API shape of an employee row. */
export function toPegawaiItem(r: PegawaiRow): PegawaiItem {
  const plt =
    r.pltJabatanId !== null && r.pltJabatanNama !== null
      ? {
          jabatan_id: r.pltJabatanId,
          jabatan_nama: r.pltJabatanNama,
          mulai: r.pltMulai ?? undefined,
        }
      : null;
  return {
    id: r.id,
    name: r.name,
    nip: r.nip,
    nik: r.nik,
    satuan_kerja_id: r.satuanKerjaId,
    satuan_kerja_nama: r.satuanKerjaNama,
    unit_kerja_id: r.unitKerjaId,
    unit_kerja_nama: r.unitKerjaNama,
    jenis_jabatan: r.jenisJabatan,
    jabatan_id: r.jabatanId,
    jabatan_nama: r.jabatanNama,
    alamat: r.alamat,
    telp: r.telp,
    email: r.email,
    gelar_depan: r.gelarDepan,
    gelar_belakang: r.gelarBelakang,
    golongan: r.golongan,
    pangkat: r.pangkat,
    has_login: r.userId !== null,
    is_plt: plt !== null,
    data_plt: plt,
  };
}

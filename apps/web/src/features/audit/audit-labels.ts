import type { AuditAction, AuditTarget } from "@lontar/contracts/audit";

/** The Indonesian name of each audited action. */
export const auditActionLabels: Record<AuditAction, string> = {
  login: "Masuk",
  login_failed: "Gagal masuk",
  login_throttled: "Login akun memerlukan captcha",
  logout: "Keluar",
  refresh_reuse: "Token sesi dipakai ulang",
  refresh_replay: "Token sesi diulang dari perangkat lain",
  password_changed: "Ubah kata sandi",
  password_reset: "Atur ulang kata sandi",
  user_created: "Buat pengguna",
  user_status_changed: "Ubah status pengguna",
  user_level_changed: "Ubah level pengguna",
  menus_changed: "Ubah hak akses",
  signing_key_issued: "Atur passphrase tanda tangan",
  letter_signed: "Tanda tangan surat",
  letter_cancelled: "Batalkan surat",
  letter_deleted: "Hapus konsep surat",
  mail_updated: "Ubah nomor/tanggal surat",
  numbering_changed: "Ubah pola penomoran",
  disposition_withdrawn: "Tarik disposisi",
  satuan_kerja_deleted: "Hapus satuan kerja",
  unit_kerja_deleted: "Hapus unit kerja",
  jabatan_deleted: "Hapus jabatan",
  pegawai_deleted: "Hapus pegawai",
  kontrak_deleted: "Hapus tenaga kontrak",
  plt_ended: "Akhiri PLT",
  klasifikasi_deleted: "Hapus klasifikasi",
  kop_surat_deleted: "Hapus kop surat",
  specimen_deleted: "Hapus spesimen tanda tangan",
  penyimpanan_deleted: "Hapus lokasi penyimpanan",
  jenis_arsip_deleted: "Hapus jenis arsip",
  arsip_deleted: "Hapus arsip",
  arsip_destroyed: "Musnahkan arsip",
  berkas_closed: "Tutup berkas",
  berkas_isi_removed: "Keluarkan isi berkas",
  berita_acara_signed: "Tandatangani berita acara",
};

/** The Indonesian name of each kind of object. */
export const auditTargetLabels: Record<AuditTarget, string> = {
  user: "Pengguna",
  surat: "Surat",
  disposisi: "Disposisi",
  satuan_kerja: "Satuan kerja",
  unit_kerja: "Unit kerja",
  jabatan: "Jabatan",
  pegawai: "Pegawai",
  klasifikasi: "Klasifikasi",
  kop_surat: "Kop surat",
  spesimen: "Spesimen",
  penyimpanan: "Penyimpanan",
  jenis_arsip: "Jenis arsip",
  arsip: "Arsip",
  berkas: "Berkas",
  berita_acara: "Berita acara",
};

/** A label for a stored value: known names translated, anything else shown as stored. */
export const labelOf = (labels: Record<string, string>, value: string | null) =>
  value === null ? "-" : (labels[value] ?? value);

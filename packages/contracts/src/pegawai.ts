import { z } from "zod";
import { JENIS_JABATAN } from "./jabatan";

/** Digits of a NIP (civil-service number) and of a NIK (national identity number). */
export const NIP_LENGTH = 18;
export const NIK_LENGTH = 16;
/** Page size of the recipient picker (spec 01 §9). */
export const EMPLOYEE_PICKER_PAGE_SIZE = 8;

/** Messages of the employee screens and calls, word for word as the user reads them. */
export const pegawaiMessages = {
  nameRequired: "Nama wajib diisi",
  nipInvalid: `NIP harus ${NIP_LENGTH} digit angka`,
  nikInvalid: `NIK harus ${NIK_LENGTH} digit angka`,
  satuanKerjaRequired: "Satuan kerja wajib dipilih",
  unitKerjaRequired: "Unit kerja wajib dipilih",
  jenisJabatanRequired: "Jenis jabatan wajib dipilih",
  jabatanRequired: "Jabatan wajib dipilih",
  alamatRequired: "Alamat wajib diisi",
  telpRequired: "No. telepon/WA wajib diisi",
  telpInvalid: "No. telepon/WA tidak valid",
  emailRequired: "E-mail wajib diisi",
  emailInvalid: "E-mail tidak valid",
  nipTaken: "NIP sudah digunakan pegawai lain",
  nikTaken: "NIK sudah digunakan pegawai lain",
  unitNotInSatker: "Unit kerja tidak termasuk satuan kerja yang dipilih",
  jabatanNotInSatker: "Jabatan tidak termasuk satuan kerja yang dipilih",
  jenisMismatch: "Jenis jabatan tidak sesuai dengan jabatan yang dipilih",
  nipLocked: "NIP tidak dapat diubah karena pegawai sudah memiliki login",
  notFound: "Pegawai tidak ditemukan",
  hasLogin:
    "Pegawai ini memiliki login sehingga tidak dapat dihapus. Nonaktifkan loginnya di Master Pengguna.",
  referenced:
    "Pegawai masih tercatat pada surat atau riwayat sehingga tidak dapat dihapus. Nonaktifkan loginnya di Master Pengguna.",
  pltTaken: "Jabatan ini sudah memiliki PLT aktif",
  pltOwnPosition: "Jabatan PLT tidak boleh sama dengan jabatan definitif pegawai",
  pltNotInSatker: "Jabatan PLT harus berada di satuan kerja pegawai",
  pltNone: "Pegawai tidak sedang menjabat sebagai PLT",
  pltDateInvalid: "Tanggal mulai tidak valid (YYYY-MM-DD)",
  kontrakJabatan: "Jabatan tenaga kontrak selalu Tenaga Kontrak",
  kontrakNotFound: "Tenaga kontrak tidak ditemukan",
} as const;

const m = pegawaiMessages;
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
const requiredId = (message: string) => z.number({ error: message }).int().positive(message);
const optionalText = z.string().trim().nullish();
const digits = (length: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), message);

export const pegawaiInput = z.object({
  name: requiredText(m.nameRequired),
  nip: digits(NIP_LENGTH, m.nipInvalid),
  nik: digits(NIK_LENGTH, m.nikInvalid),
  satuan_kerja_id: requiredId(m.satuanKerjaRequired),
  unit_kerja_id: requiredId(m.unitKerjaRequired),
  jenis_jabatan: z.enum(JENIS_JABATAN, { error: m.jenisJabatanRequired }),
  jabatan_id: requiredId(m.jabatanRequired),
  alamat: requiredText(m.alamatRequired),
  telp: requiredText(m.telpRequired).regex(/^\+?[0-9][0-9 -]{5,19}$/, m.telpInvalid),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .pipe(z.email({ error: m.emailInvalid })),
  gelar_depan: optionalText,
  gelar_belakang: optionalText,
  golongan: optionalText,
  pangkat: optionalText,
});
export type PegawaiInput = z.infer<typeof pegawaiInput>;

export const pltPosition = z.object({
  jabatan_id: z.number().int(),
  jabatan_nama: z.string(),
  mulai: z.string().optional(),
});
export type PltPosition = z.infer<typeof pltPosition>;

/** An employee as the Master Pegawai list and form read it. */
export const pegawaiItem = z.object({
  id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
  nik: z.string(),
  satuan_kerja_id: z.number().int(),
  satuan_kerja_nama: z.string(),
  unit_kerja_id: z.number().int().nullable(),
  unit_kerja_nama: z.string().nullable(),
  jenis_jabatan: z.string().nullable(),
  jabatan_id: z.number().int().nullable(),
  jabatan_nama: z.string().nullable(),
  alamat: z.string().nullable(),
  telp: z.string().nullable(),
  email: z.string().nullable(),
  gelar_depan: z.string().nullable(),
  gelar_belakang: z.string().nullable(),
  golongan: z.string().nullable(),
  pangkat: z.string().nullable(),
  /** Whether the employee has a login (such an employee cannot be deleted). */
  has_login: z.boolean(),
  /** Whether the employee is acting (PLT) in a second position. */
  is_plt: z.boolean(),
  data_plt: pltPosition.nullable(),
});
export type PegawaiItem = z.infer<typeof pegawaiItem>;

/** Body of `POST .../pegawai/{id}/plt`: the position to act in, from a date (default today). */
export const pltInput = z.object({
  jabatan_id: requiredId(m.jabatanRequired),
  mulai: z.iso.date({ error: m.pltDateInvalid }).optional(),
});
export type PltInput = z.infer<typeof pltInput>;

/** Filters of the master lists (`satuan_kerja_id`, `q`). */
export const masterListQuery = z.object({
  satuan_kerja_id: z.coerce.number().int().nonnegative().optional(),
  q: z.string().trim().optional(),
});
export type MasterListQuery = z.infer<typeof masterListQuery>;

/** A unit or position offered by the cascading selects of the employee forms. */
export const orgOption = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  jenis_jabatan: z.string().nullable(),
  /** For positions: the name of the employee acting in it (PLT), if any. */
  plt_nama: z.string().nullable(),
});
export type OrgOption = z.infer<typeof orgOption>;

/** Contract-staff status, as the form sends it. */
export const kontrakStatus = z.enum(["aktif", "nonaktif"]);

/** Body of the contract-staff calls; `jabatan_id` may only be Tenaga Kontrak (99999). */
export const pegawaiKontrakInput = z.object({
  name: requiredText(m.nameRequired),
  nik: digits(NIK_LENGTH, m.nikInvalid),
  satuan_kerja_id: requiredId(m.satuanKerjaRequired),
  unit_kerja_id: requiredId(m.unitKerjaRequired),
  jabatan_id: z.number().int().optional(),
  status: kontrakStatus.default("aktif"),
});
export type PegawaiKontrakInput = z.input<typeof pegawaiKontrakInput>;

/** A contract-staff member (spec 02 §3). */
export const pegawaiKontrakItem = z.object({
  id: z.number().int(),
  name: z.string(),
  nik: z.string(),
  satuan_kerja_id: z.number().int(),
  satuan_kerja_nama: z.string(),
  unit_kerja_id: z.number().int().nullable(),
  unit_kerja_nama: z.string().nullable(),
  jabatan_id: z.number().int(),
  jabatan_nama: z.string(),
  status: kontrakStatus,
});
export type PegawaiKontrakItem = z.infer<typeof pegawaiKontrakItem>;

const pickerPlt = z.object({ jabatan_id: z.number().int(), jabatan_nama: z.string() });

/**
 * Employee picker record (spec 01 §3): one per employee with an active login, and one more
 * acting entry (`is_plt` true, `data_plt` the acting position) for each PLT holder.
 */
export const pegawaiPickerRecord = z.object({
  id: z.number().int(),
  fullName: z.string(),
  peg_nama: z.string(),
  peg_nip: z.string(),
  namaJabatan: z.string().nullable(),
  jabatan_id: z.number().int().nullable(),
  unitKerja: z.string().nullable(),
  satuanKerjaNama: z.string(),
  satuan_kerja_id: z.number().int(),
  peg_status: z.boolean(),
  is_plt: z.boolean(),
  data_plt: pickerPlt.nullable(),
  data_pegawai: z.object({
    peg_nama: z.string(),
    peg_nip: z.string(),
    jabatan_nama: z.string().nullable(),
    unit_kerja: z.object({ unit_kerja_nama: z.string() }).nullable(),
    is_plt: z.boolean(),
    data_plt: pickerPlt.nullable(),
  }),
});
export type PegawaiPickerRecord = z.infer<typeof pegawaiPickerRecord>;

/** Query of `GET /api/egs/list/pegawai`. */
export const pegawaiPickerQuery = z.object({
  satuan_kerja_id: z.coerce.number().int().nonnegative().optional(),
  /** Accepted for compatibility: contract staff have no NIP, hence no login, and never appear. */
  with_kontrak: z.string().optional(),
  q: z.string().trim().optional(),
});
export type PegawaiPickerQuery = z.infer<typeof pegawaiPickerQuery>;

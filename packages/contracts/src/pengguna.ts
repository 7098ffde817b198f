import { z } from "zod";
import { pltPosition } from "./pegawai";
import { USER_LEVEL, userStatus } from "./user";

/** Length of a generated password (reset, new login). */
export const GENERATED_PASSWORD_LENGTH = 14;

export const USER_LEVEL_OPTIONS = [
  { value: USER_LEVEL.admin, label: "Administrator" },
  { value: USER_LEVEL.sekretariat, label: "Sekretariat" },
  { value: USER_LEVEL.pegawai, label: "Pegawai" },
] as const;

/** The status options of the access-rights modal (spec 02 §9): the value sent, the label shown. */
export const ACCESS_STATUS_OPTIONS = [
  { value: "aktif", label: "aktif" },
  { value: "nonaktif", label: "nonAktif" },
] as const;

/** Messages of Master Pengguna, word for word as the user reads them (spec 02 §5, §8). */
export const penggunaMessages = {
  accessSaved: "Hak akses berhasil di tambah!",
  resetSuccess: "Berhasil !",
  resetFailed: "Gagal !",
  deleteConfirm: "Apakah anda yakin akan menghapus pengguna ini ?",
  deleted: "Data berhasil dihapus",
  deleteFailed: "Data gagal dihapus",
  activated: "Pengguna berhasil diaktifkan",
  loginCreated: "Login berhasil dibuat",
  usernameInvalid:
    "Username 3-50 karakter: huruf kecil, angka, titik, garis bawah atau tanda hubung",
  usernameTaken: "Username sudah digunakan",
  levelInvalid: "Level pengguna tidak dikenal",
  statusInvalid: "Status harus aktif atau nonaktif",
  menuUnknown: "Menu tidak dikenal",
  nipRequired: "NIP pegawai wajib diisi",
  hasLogin: "Pegawai ini sudah memiliki login",
  noLogin: "Pegawai ini belum memiliki login",
  pegawaiNotFound: "Pegawai tidak ditemukan",
  selfStatus: "Anda tidak dapat menonaktifkan akun anda sendiri",
  selfLevel: "Anda tidak dapat mengubah level akun anda sendiri",
  adminOnly: "Hanya administrator yang dapat mengatur akun administrator",
  grantBeyond: "Anda hanya dapat memberikan menu yang anda miliki sendiri",
} as const;

const m = penggunaMessages;

export const userLevel = z.union(
  [z.literal(USER_LEVEL.admin), z.literal(USER_LEVEL.sekretariat), z.literal(USER_LEVEL.pegawai)],
  { error: m.levelInvalid },
);

/** `aktif` or `nonaktif`; the modal's `nonAktif` spelling is accepted too. */
export const accessStatus = z
  .string({ error: m.statusInvalid })
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(userStatus.options, { error: m.statusInvalid }));

/** One row of the Master Pengguna table: an employee with a NIP and their login, if any. */
export const penggunaItem = z.object({
  pegawai_id: z.number().int(),
  peg_nip: z.string(),
  peg_nama: z.string(),
  jabatan_nama: z.string().nullable(),
  unit_kerja_nama: z.string().nullable(),
  satuan_kerja_id: z.number().int(),
  satuan_kerja_nama: z.string(),
  is_plt: z.boolean(),
  data_plt: pltPosition.nullable(),
  has_login: z.boolean(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  user_level: z.number().int().nullable(),
  status: userStatus.nullable(),
});
export type PenggunaItem = z.infer<typeof penggunaItem>;

/** Body of `POST /egs/master/users`: a login for an employee who has none. */
export const createLoginInput = z.object({
  peg_nip: z.string({ error: m.nipRequired }).trim().min(1, m.nipRequired),
  username: z
    .string({ error: m.usernameInvalid })
    .trim()
    .regex(/^[a-z0-9._-]{3,50}$/, m.usernameInvalid),
  user_level: userLevel.default(USER_LEVEL.pegawai),
});
export type CreateLoginInput = z.input<typeof createLoginInput>;

/** A generated password: shown once, never stored in clear. */
export const generatedPassword = z.object({ password: z.string() });

export const createdLogin = z.object({
  user_id: z.number().int(),
  username: z.string(),
  peg_nip: z.string(),
  user_level: z.number().int(),
  password: z.string(),
});
export type CreatedLogin = z.infer<typeof createdLogin>;

const menuLeaf = z.object({
  _id: z.number().int(),
  name: z.string(),
  ico: z.string().nullable(),
  link: z.string().nullable(),
});
/** A menu of `GET /egs/master/users/menu`: every menu, as a tree for the access-rights modal. */
export const menuOption = menuLeaf.extend({ sub_link: z.array(menuLeaf) });
export type MenuOption = z.infer<typeof menuOption>;

/** A user's access: `GET /egs/master/menu/{nip}`. */
export const userAccess = z.object({
  peg_nip: z.string(),
  username: z.string(),
  user_level: z.number().int(),
  status: userStatus,
  menu: z.array(z.number().int()),
});
export type UserAccess = z.infer<typeof userAccess>;

/** Body of `POST /egs/master/users/menu`. */
export const setAccessInput = z.object({
  peg_nip: z.string({ error: m.nipRequired }).trim().min(1, m.nipRequired),
  menu: z.array(z.number().int(), { error: m.menuUnknown }),
  status: accessStatus.optional(),
  user_level: userLevel.optional(),
});
export type SetAccessInput = z.input<typeof setAccessInput>;

export const savedAccess = userAccess.extend({ message: z.string() });

export const gantiStatusQuery = z.object({ status: accessStatus });
export const gantiStatusResult = z.object({
  peg_nip: z.string(),
  status: userStatus,
  message: z.string(),
});

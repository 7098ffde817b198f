import { z } from "zod";

/** User levels (DOMAIN.md): 1 administrator, 8 secretariat, 9 employee. */
export const USER_LEVEL = { admin: 1, sekretariat: 8, pegawai: 9 } as const;
export const userStatus = z.enum(["aktif", "nonaktif"]);
export type UserStatus = z.infer<typeof userStatus>;

export const routerEntry = z.object({ path: z.string(), component: z.string() });
export type RouterEntry = z.infer<typeof routerEntry>;

/** User info of spec 01 §3, answered by `GET /api/egs/user`. */
export const userInfo = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  user_level: z.number().int(),
  status: userStatus,
  photo_url: z.string().nullable(),
  peg_nip: z.string(),
  data_pegawai: z.object({
    peg_nama: z.string(),
    peg_nip: z.string(),
    jabatan_id: z.number().int().nullable(),
    jabatan_nama: z.string().nullable(),
    is_plt: z.boolean(),
    data_plt: z.object({ jabatan_id: z.number().int(), jabatan_nama: z.string() }).nullable(),
    satuan_kerja: z.object({
      satuan_kerja_id: z.number().int(),
      satuan_kerja_nama: z.string(),
      kode_skpd: z.string(),
    }),
    unit_kerja: z
      .object({ unit_kerja_id: z.number().int(), unit_kerja_nama: z.string() })
      .nullable(),
  }),
  routers: z.array(routerEntry),
});
export type UserInfo = z.infer<typeof userInfo>;

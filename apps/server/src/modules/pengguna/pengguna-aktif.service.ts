import { USER_LEVEL, type UserInfo } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import { forbidden, notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { getUserRouters } from "../menu/menu.service";
import { findUserProfile } from "./pengguna-aktif.repository";

/**
 * User info of spec 01 §3. A user reads their own; an administrator may read anyone's.
 * @throws FORBIDDEN (403) for another user's info, NOT_FOUND (404) for an unknown username.
 */
export async function getUserInfo(db: DbOrTx, auth: AuthUser, username: string): Promise<UserInfo> {
  if (username !== auth.username && auth.userLevel !== USER_LEVEL.admin) throw forbidden();
  const p = await findUserProfile(db, username);
  if (!p) throw notFound("Pengguna tidak ditemukan");
  return {
    user_id: p.userId,
    user_name: p.username,
    user_level: p.userLevel,
    status: p.status,
    photo_url: p.photoUrl,
    peg_nip: p.pegNip,
    data_pegawai: {
      peg_nama: p.pegNama,
      peg_nip: p.pegNip,
      jabatan_id: p.jabatanId,
      jabatan_nama: p.jabatanNama,
      is_plt: p.pltJabatanId !== null,
      data_plt:
        p.pltJabatanId !== null && p.pltJabatanNama !== null
          ? { jabatan_id: p.pltJabatanId, jabatan_nama: p.pltJabatanNama }
          : null,
      satuan_kerja: {
        satuan_kerja_id: p.satuanKerjaId,
        satuan_kerja_nama: p.satuanKerjaNama,
        kode_skpd: p.kodeSkpd,
      },
      unit_kerja:
        p.unitKerjaId !== null && p.unitKerjaNama !== null
          ? { unit_kerja_id: p.unitKerjaId, unit_kerja_nama: p.unitKerjaNama }
          : null,
    },
    routers: await getUserRouters(db, p.userId),
  };
}

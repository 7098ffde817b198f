import type { PegawaiInput } from "@lontar/contracts/pegawai";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { menu, userMenu, users } from "../../db/schema";

let serial = 0;

/**
 * A valid new employee of Diskominfo (work unit 2): unit 144, vacant structural position 1046.
 * NIP and NIK are unique per call. Tests only.
 */
export function pegawaiBody(overrides: Partial<PegawaiInput> = {}): PegawaiInput {
  serial += 1;
  const n = String(serial).padStart(4, "0");
  return {
    name: `Pegawai Uji ${n}`,
    nip: `19900101202001${n}`,
    nik: `330101010190${n}`,
    satuan_kerja_id: 2,
    unit_kerja_id: 144,
    jenis_jabatan: "STRUKTURAL",
    jabatan_id: 1046,
    alamat: "Jl. Uji No. 1",
    telp: "081234567890",
    email: `uji${n}@contoh.example`,
    ...overrides,
  };
}

/** Grants a user the menu with this link, as an administrator would. Tests only. */
export async function grantMenu(db: DbOrTx, username: string, link: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [item] = await db.select({ id: menu.id }).from(menu).where(eq(menu.link, link));
  if (!user || !item) throw new Error(`no user ${username} or menu ${link}`);
  await db.insert(userMenu).values({ userId: user.id, menuId: item.id }).onConflictDoNothing();
}

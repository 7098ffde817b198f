import { randomInt } from "node:crypto";
import type { PageMeta } from "@lontar/contracts/common";
import {
  type CreatedLogin,
  type createLoginInput,
  penggunaMessages as m,
  type PenggunaItem,
} from "@lontar/contracts/pengguna";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client";
import { assertInScope, type MasterScope, masterScope, scopedSatuanKerja } from "../../lib/access";
import { conflict, forbidden, notFound } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import { hashPassword } from "../../lib/password";
import { grantDefaultMenus } from "../menu/menu.repository";
import { toPegawaiItem } from "../pegawai/pegawai.mapper";
import { listPegawai, type PegawaiRow } from "../pegawai/pegawai.repository";
import * as repo from "./pengguna.repository";
import { generatePassword } from "./pengguna.rules";

export const PENGGUNA_MENU = "/manajemen-master/pengguna";

/** A fresh random password (crypto-grade). */
export const newPassword = () => generatePassword(randomInt);

/** The login of an employee the scope covers. @throws NOT_FOUND (404), FORBIDDEN (403) */
export async function loadLogin(db: DbOrTx, scope: MasterScope, nip: string) {
  const row = await repo.findPegawaiLogin(db, nip);
  if (!row) throw notFound(m.pegawaiNotFound);
  assertInScope(scope, row.satuanKerjaId);
  if (row.userId === null || row.username === null || row.userLevel === null || !row.status)
    throw notFound(m.noLogin);
  return {
    ...row,
    userId: row.userId,
    username: row.username,
    userLevel: row.userLevel,
    status: row.status,
  };
}

const toItem = (r: PegawaiRow): PenggunaItem => {
  const p = toPegawaiItem(r);
  return {
    pegawai_id: r.id,
    peg_nip: r.nip ?? "",
    peg_nama: r.name,
    jabatan_nama: r.jabatanNama,
    unit_kerja_nama: r.unitKerjaNama,
    satuan_kerja_id: r.satuanKerjaId,
    satuan_kerja_nama: r.satuanKerjaNama,
    is_plt: p.is_plt,
    data_plt: p.data_plt,
    has_login: r.userId !== null,
    user_id: r.userId,
    username: r.username,
    user_level: r.userLevel,
    status: r.userStatus,
  };
};

/**
 * One page of the Master Pengguna table: the employees with a NIP of a work unit and their
 * login (if any), searched by name, NIP, NIK or username.
 * @throws FORBIDDEN (403) without the Pengguna menu.
 */
export async function listPengguna(
  db: DbOrTx,
  auth: AuthUser,
  query: { satuan_kerja_id?: number; q?: string },
  page: PageRequest,
): Promise<{ items: PenggunaItem[]; meta: PageMeta }> {
  const scope = await masterScope(db, auth, PENGGUNA_MENU);
  const satuanKerjaId = scopedSatuanKerja(scope, query.satuan_kerja_id);
  const { rows, total } = await listPegawai(
    db,
    { kontrak: false, users: true, satuanKerjaId, q: query.q },
    page,
  );
  return { items: rows.map(toItem), meta: pageMeta(page, total, rows.length) };
}

/**
 * Creates a login for an employee who has none, with a generated password (answered once) and
 * the default menus of the level.
 * @throws NOT_FOUND (404) for an unknown NIP; CONFLICT (409) naming `peg_nip` when the employee
 *   has a login or `username` when taken; FORBIDDEN (403) out of scope, or a non-administrator
 *   creating an administrator.
 */
export async function createLogin(
  db: Db,
  auth: AuthUser,
  input: z.output<typeof createLoginInput>,
  ip: string,
): Promise<CreatedLogin> {
  const scope = await masterScope(db, auth, PENGGUNA_MENU);
  const employee = await repo.findPegawaiLogin(db, input.peg_nip);
  if (!employee) throw notFound(m.pegawaiNotFound);
  assertInScope(scope, employee.satuanKerjaId);
  if (!scope.all && input.user_level === USER_LEVEL.admin) throw forbidden(m.adminOnly);
  if (employee.userId !== null) throw conflict(m.hasLogin, { peg_nip: [m.hasLogin] });
  const password = newPassword();
  const passwordHash = await hashPassword(password);
  const userId = await db
    .transaction(async (tx) => {
      const id = await repo.insertUser(tx, {
        username: input.username,
        passwordHash,
        pegNip: input.peg_nip,
        userLevel: input.user_level,
      });
      await grantDefaultMenus(tx, id, input.user_level);
      await writeAudit(tx, {
        userId: auth.userId,
        username: auth.username,
        action: "user_created",
        target: { type: "user", id },
        detail: {
          username: input.username,
          peg_nip: input.peg_nip,
          level: input.user_level,
        },
        ip,
      });
      return id;
    })
    .catch((error: unknown) =>
      rethrowConstraint(error, {
        users_username_unique: ["username", m.usernameTaken],
        users_peg_nip_unique: ["peg_nip", m.hasLogin],
      }),
    );
  return {
    user_id: userId,
    username: input.username,
    peg_nip: input.peg_nip,
    user_level: input.user_level,
    password,
  };
}

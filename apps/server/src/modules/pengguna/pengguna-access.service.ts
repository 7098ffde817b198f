import {
  type MenuOption,
  penggunaMessages as m,
  type setAccessInput,
  type UserAccess,
} from "@lontar/contracts/pengguna";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client";
import { masterScope } from "../../lib/access";
import { forbidden, validationFailed } from "../../lib/app-error";
import { type AuditAction, writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { revokeUserSessions } from "../auth/auth.repository";
import * as repo from "./pengguna.repository";
import {
  accessChangeRefusal,
  grantedBeyondOwn,
  menuOptionTree,
  normalizeMenuIds,
} from "./pengguna.rules";
import { loadLogin, PENGGUNA_MENU } from "./pengguna.service";

/** Every menu, as the tree of the access-rights modal. @throws FORBIDDEN (403) */
export async function getAllMenus(db: DbOrTx, auth: AuthUser): Promise<MenuOption[]> {
  await masterScope(db, auth, PENGGUNA_MENU);
  return menuOptionTree(await repo.allMenus(db));
}

/** A user's level, status and menu ids. @throws NOT_FOUND (404), FORBIDDEN (403) */
export async function getUserAccess(db: DbOrTx, auth: AuthUser, nip: string): Promise<UserAccess> {
  const target = await loadLogin(db, await masterScope(db, auth, PENGGUNA_MENU), nip);
  return {
    peg_nip: nip,
    username: target.username,
    user_level: target.userLevel,
    status: target.status,
    menu: await repo.menuIdsOfUser(db, target.userId),
  };
}

/**
 * Sets a user's menus, and their status and level when given; deactivation ends their
 * sessions. Every change is audited.
 * @throws VALIDATION_FAILED (422) naming `menu` for unknown menus; NOT_FOUND (404);
 *   FORBIDDEN (403) out of scope, for one's own status or level, for a non-administrator
 *   touching administrators or granting menus they do not hold themselves.
 */
export async function setUserAccess(
  db: Db,
  auth: AuthUser,
  input: z.output<typeof setAccessInput>,
  ip: string,
): Promise<UserAccess & { message: string }> {
  const scope = await masterScope(db, auth, PENGGUNA_MENU);
  const target = await loadLogin(db, scope, input.peg_nip);
  const callerIsAdmin = auth.userLevel === USER_LEVEL.admin;
  const refusal = accessChangeRefusal({
    callerIsAdmin,
    isSelf: target.userId === auth.userId,
    targetLevel: target.userLevel,
    nextLevel: input.user_level,
    nextStatus: input.status,
  });
  if (refusal) throw forbidden(refusal);

  const { ids, unknown } = normalizeMenuIds(await repo.allMenus(db), input.menu);
  if (unknown.length > 0) throw validationFailed({ menu: [m.menuUnknown] });
  const current = await repo.menuIdsOfUser(db, target.userId);
  if (!callerIsAdmin) {
    const beyond = grantedBeyondOwn(current, ids, await repo.menuIdsOfUser(db, auth.userId));
    if (beyond.length > 0) throw forbidden(m.grantBeyond);
  }
  const level = input.user_level ?? target.userLevel;
  const status = input.status ?? target.status;
  const added = ids.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !ids.includes(id));
  const log = (tx: DbOrTx, action: AuditAction, detail: Record<string, unknown>) =>
    writeAudit(tx, {
      userId: auth.userId,
      username: auth.username,
      action,
      target: { type: "user", id: target.userId },
      detail: { username: target.username, ...detail },
      ip,
    });

  await db.transaction(async (tx) => {
    if (added.length > 0 || removed.length > 0) {
      await repo.replaceMenus(tx, target.userId, ids);
      await log(tx, "menus_changed", { added, removed });
    }
    if (level !== target.userLevel || status !== target.status)
      await repo.updateUser(tx, target.userId, { userLevel: level, status });
    if (level !== target.userLevel)
      await log(tx, "user_level_changed", { from: target.userLevel, to: level });
    if (status !== target.status)
      await log(tx, "user_status_changed", { from: target.status, to: status });
    if (status === "nonaktif") await revokeUserSessions(tx, target.userId, "deactivated");
  });
  return {
    peg_nip: input.peg_nip,
    username: target.username,
    user_level: level,
    status,
    menu: ids,
    message: m.accessSaved,
  };
}

import { penggunaMessages as m } from "@lontar/contracts/pengguna";
import { USER_LEVEL, type UserStatus } from "@lontar/contracts/user";
import type { Db } from "../../db/client";
import { masterScope } from "../../lib/access";
import { forbidden } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { hashPassword } from "../../lib/password";
import { revokeUserSessions } from "../auth/auth.repository";
import * as repo from "./pengguna.repository";
import { accessChangeRefusal } from "./pengguna.rules";
import { loadLogin, newPassword, PENGGUNA_MENU } from "./pengguna.service";

/**
 * Activates or deactivates a user (deleting a user in Master Pengguna deactivates it).
 * Deactivation ends all the user's sessions; login is then refused (USER_INACTIVE).
 * @throws NOT_FOUND (404) without a login; FORBIDDEN (403) out of scope, for one's own account,
 *   or a non-administrator changing an administrator.
 */
export async function changeStatus(
  db: Db,
  auth: AuthUser,
  nip: string,
  status: UserStatus,
  ip: string,
) {
  const scope = await masterScope(db, auth, PENGGUNA_MENU);
  const target = await loadLogin(db, scope, nip);
  const refusal = accessChangeRefusal({
    callerIsAdmin: auth.userLevel === USER_LEVEL.admin,
    isSelf: target.userId === auth.userId,
    targetLevel: target.userLevel,
    nextStatus: status,
  });
  if (refusal) throw forbidden(refusal);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, target.userId, { status });
    if (status === "nonaktif") await revokeUserSessions(tx, target.userId, "deactivated");
    if (status !== target.status)
      await writeAudit(tx, {
        userId: auth.userId,
        username: auth.username,
        action: "user_status_changed",
        target: { type: "user", id: target.userId },
        detail: { username: target.username, from: target.status, to: status },
        ip,
      });
  });
  return { peg_nip: nip, status, message: status === "nonaktif" ? m.deleted : m.activated };
}

/**
 * Gives a user a new random password, answered once, and ends all their sessions (the caller's
 * own current session survives a reset of their own password).
 * @throws NOT_FOUND (404) without a login; FORBIDDEN (403) out of scope or a non-administrator
 *   resetting an administrator.
 */
export async function resetPassword(db: Db, auth: AuthUser, nip: string, ip: string) {
  const scope = await masterScope(db, auth, PENGGUNA_MENU);
  const target = await loadLogin(db, scope, nip);
  const refusal = accessChangeRefusal({
    callerIsAdmin: auth.userLevel === USER_LEVEL.admin,
    isSelf: target.userId === auth.userId,
    targetLevel: target.userLevel,
  });
  if (refusal) throw forbidden(refusal);
  const password = newPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, target.userId, { passwordHash });
    const keep = target.userId === auth.userId ? auth.sessionId : undefined;
    await revokeUserSessions(tx, target.userId, "password_reset", keep);
    await writeAudit(tx, {
      userId: auth.userId,
      username: auth.username,
      action: "password_reset",
      target: { type: "user", id: target.userId },
      detail: { username: target.username },
      ip,
    });
  });
  return { password };
}

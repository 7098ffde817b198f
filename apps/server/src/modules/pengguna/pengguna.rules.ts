import {
  GENERATED_PASSWORD_LENGTH,
  type MenuOption,
  penggunaMessages as m,
} from "@lontar/contracts/pengguna";
import { USER_LEVEL, type UserStatus } from "@lontar/contracts/user";

/** Letters and digits that cannot be mistaken for each other (no 0/O/o, 1/l/I). */
export const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/**
 * A random password from the unambiguous alphabet with at least one upper-case letter, one
 * lower-case letter and one digit. `pick(n)` answers a random integer in [0, n).
 */
export function generatePassword(
  pick: (n: number) => number,
  length = GENERATED_PASSWORD_LENGTH,
): string {
  for (;;) {
    let password = "";
    for (let i = 0; i < length; i++) password += PASSWORD_ALPHABET[pick(PASSWORD_ALPHABET.length)];
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export interface MenuRow {
  id: number;
  parentId: number | null;
  name: string;
  icon: string | null;
  link: string | null;
  sortOrder: number;
}

const byOrder = (a: MenuRow, b: MenuRow) => a.sortOrder - b.sortOrder || a.id - b.id;
const leaf = (r: MenuRow) => ({ _id: r.id, name: r.name, ico: r.icon, link: r.link });

/** Every menu as a tree (top-level menus with their sub-menus), in sidebar order. */
export function menuOptionTree(rows: MenuRow[]): MenuOption[] {
  return rows
    .filter((r) => r.parentId === null)
    .sort(byOrder)
    .map((top) => ({
      ...leaf(top),
      sub_link: rows
        .filter((r) => r.parentId === top.id)
        .sort(byOrder)
        .map(leaf),
    }));
}

/**
 * The menu ids to store for a user: known menus that open a screen, without duplicates.
 * Containers (no link) are left out: the sidebar shows them when a sub-menu is granted.
 */
export function normalizeMenuIds(
  all: MenuRow[],
  requested: number[],
): { ids: number[]; unknown: number[] } {
  const byId = new Map(all.map((r) => [r.id, r]));
  const unique = [...new Set(requested)];
  return {
    ids: unique.filter((id) => byId.get(id)?.link).sort((a, b) => a - b),
    unknown: unique.filter((id) => !byId.has(id)),
  };
}

/** Menus being added to a user that the caller does not hold (a non-administrator cannot grant them). */
export function grantedBeyondOwn(current: number[], next: number[], own: number[]): number[] {
  const had = new Set(current);
  const mine = new Set(own);
  return next.filter((id) => !had.has(id) && !mine.has(id));
}

export interface AccessChange {
  callerIsAdmin: boolean;
  isSelf: boolean;
  targetLevel: number;
  nextLevel?: number;
  nextStatus?: UserStatus;
}

/**
 * Why a change of a user's level or status is refused, or null when allowed: only
 * administrators manage administrators or make new ones, and nobody deactivates or
 * changes the level of their own account (they would lock themselves out).
 */
export function accessChangeRefusal(change: AccessChange): string | null {
  const { callerIsAdmin, isSelf, targetLevel, nextLevel, nextStatus } = change;
  if (!callerIsAdmin && (targetLevel === USER_LEVEL.admin || nextLevel === USER_LEVEL.admin))
    return m.adminOnly;
  if (isSelf && nextStatus === "nonaktif") return m.selfStatus;
  if (isSelf && nextLevel !== undefined && nextLevel !== targetLevel) return m.selfLevel;
  return null;
}

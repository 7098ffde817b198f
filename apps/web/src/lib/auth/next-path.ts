/**
 * The page a visitor asked for before signing in, carried to the login page as `?next=`
 * (a letter link from an e-mail or a notification). Only a path of this site is taken:
 * `//host`, `/\host` or a full address would lead away from it.
 */
export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  return next && /^\/(?![/\\])/.test(next) ? next : null;
}

/** The login page's address that returns to `path` after signing in. */
export const loginFor = (path: string) => `/?next=${encodeURIComponent(path)}`;

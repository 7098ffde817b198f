import { jakartaParts } from "../../lib/jakarta-day";
import { readLink, signLink } from "../../lib/signed-link";

export type RekapRequest = { userId: number; year: number; month: number };

/** What a recap link names: user (4 bytes), year (2) and month (1). */
const REQUEST_BYTES = 7;

/** A link token naming the user, month and year of a recap, valid until `expiresAt` (seconds). */
export function signRekapToken(key: string, r: RekapRequest, expiresAt: number) {
  const data = Buffer.alloc(REQUEST_BYTES);
  data.writeUInt32BE(r.userId, 0);
  data.writeUInt16BE(r.year, 4);
  data.writeUInt8(r.month, 6);
  return signLink(key, data, expiresAt);
}

/** What a token names, or null when it is forged, malformed or expired. */
export function readRekapToken(
  key: string,
  token: string,
  now = Date.now() / 1000,
): RekapRequest | null {
  const data = readLink(key, token, now);
  if (data?.length !== REQUEST_BYTES) return null;
  return { userId: data.readUInt32BE(0), year: data.readUInt16BE(4), month: data.readUInt8(6) };
}

/** An instant's calendar date (`YYYY-MM-DD`), month and `HH:mm` in Asia/Jakarta. */
export function inJakarta(at: Date) {
  const p = jakartaParts(at);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    year: Number(p.year),
    month: Number(p.month),
    time: `${p.hour}:${p.minute}`,
  };
}

/**
 * Stored schedule starts are ISO strings; compared as text they can only be a day off the
 * Asia/Jakarta month, so the query fetches this wider window and `startsIn` decides.
 */
export function textWindow(year: number, month: number) {
  const pad = (n: number) => String(n).padStart(2, "0");
  const before = new Date(Date.UTC(year, month - 1, 0));
  const after = new Date(Date.UTC(year, month, 2));
  const iso = (d: Date) =>
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { from: iso(before), to: iso(after) };
}

/** Whether a schedule start (an ISO string) falls in the month in Asia/Jakarta. */
export function startsIn(start: string, year: number, month: number) {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return false;
  const local = inJakarta(new Date(at));
  return local.year === year && local.month === month;
}

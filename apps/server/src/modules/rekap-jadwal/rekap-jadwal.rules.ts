import { createHmac, timingSafeEqual } from "node:crypto";
import { jakartaParts } from "../../lib/jakarta-day";

export type RekapRequest = { userId: number; year: number; month: number };

/** 128 bits of HMAC-SHA-256, as the tracking download links. */
const mac = (key: string, data: Buffer) =>
  createHmac("sha256", key).update(data).digest().subarray(0, 16);

const DATA_BYTES = 11;

/** A link token naming the user, month and year of a recap, valid until `expiresAt` (seconds). */
export function signRekapToken(key: string, r: RekapRequest, expiresAt: number) {
  const data = Buffer.alloc(DATA_BYTES);
  data.writeUInt32BE(r.userId, 0);
  data.writeUInt16BE(r.year, 4);
  data.writeUInt8(r.month, 6);
  data.writeUInt32BE(expiresAt, 7);
  return Buffer.concat([data, mac(key, data)]).toString("base64url");
}

/** What a token names, or null when it is forged, malformed or expired. */
export function readRekapToken(
  key: string,
  token: string,
  now = Date.now() / 1000,
): RekapRequest | null {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== DATA_BYTES + 16) return null;
  const data = bytes.subarray(0, DATA_BYTES);
  if (!timingSafeEqual(mac(key, data), bytes.subarray(DATA_BYTES))) return null;
  if (data.readUInt32BE(7) < now) return null;
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

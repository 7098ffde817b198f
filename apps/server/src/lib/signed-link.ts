import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived links that stand in for a session: the named data, its expiry (seconds, 4 bytes)
 * and 128 bits of HMAC-SHA-256 over both, as one base64url token. The public tracking
 * downloads, the archive's Excel export and the schedule recap sign their links with it, each
 * with its own key.
 */
const MAC_BYTES = 16;
const EXPIRY_BYTES = 4;

const mac = (key: string, data: Buffer) =>
  createHmac("sha256", key).update(data).digest().subarray(0, MAC_BYTES);

/** A token carrying `data`, valid until `expiresAt` (Unix seconds). */
export function signLink(key: string, data: Buffer, expiresAt: number): string {
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUInt32BE(expiresAt);
  const signed = Buffer.concat([data, expiry]);
  return Buffer.concat([signed, mac(key, signed)]).toString("base64url");
}

/** The data a token carries, or null when it is forged, malformed or expired. */
export function readLink(key: string, token: string, now = Date.now() / 1000): Buffer | null {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length < EXPIRY_BYTES + MAC_BYTES) return null;
  const signed = bytes.subarray(0, bytes.length - MAC_BYTES);
  if (!timingSafeEqual(mac(key, signed), bytes.subarray(signed.length))) return null;
  if (signed.readUInt32BE(signed.length - EXPIRY_BYTES) < now) return null;
  return signed.subarray(0, signed.length - EXPIRY_BYTES);
}

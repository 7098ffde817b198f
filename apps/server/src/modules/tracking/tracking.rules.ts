import { createHmac, timingSafeEqual } from "node:crypto";
import type { TrackedLetter } from "./tracking.repository";

/** Resi as printed: letters and digits, upper case, spaces and dashes ignored. */
export const normalizeResi = (resi: string) => resi.replace(/[\s-]/g, "").toUpperCase();

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * DOMAIN.md "Public tracking": a delivered letter is shown to the external sender of an
 * incoming letter, or to an external recipient (or copy) of an outgoing one.
 */
export function emailBelongs(
  letter: Pick<
    TrackedLetter,
    "kategoriSurat" | "statusSurat" | "dataPengirim" | "penerima" | "tembusan"
  >,
  email: string,
) {
  const wanted = normalizeEmail(email);
  if (!wanted || letter.statusSurat !== "terkirim") return false;
  const addresses =
    letter.kategoriSurat === "external"
      ? [letter.dataPengirim?.email ?? ""]
      : [...letter.penerima.user_eksternal, ...letter.tembusan.user_eksternal];
  return addresses.some((address) => normalizeEmail(address) === wanted);
}

/** Sub-keys of the tracking secret, one per use. */
export const deriveKeyOf = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`lontar-tracking:${purpose}`).digest("base64url");

const mac = (key: string, data: string) =>
  createHmac("sha256", key).update(data).digest("base64url");

/** A download link token for one attachment of one letter, valid until `expiresAt` (seconds). */
export function signFileToken(key: string, mailId: string, fileId: string, expiresAt: number) {
  const data = Buffer.from(`${mailId}:${fileId}:${expiresAt}`).toString("base64url");
  return `${data}.${mac(key, data)}`;
}

/** The letter and file a token names, or null when it is forged, malformed or expired. */
export function readFileToken(key: string, token: string, now = Date.now() / 1000) {
  const [data, signature, extra] = token.split(".");
  if (!data || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [mailId, fileId, expiresAt] = Buffer.from(data, "base64url").toString("utf8").split(":");
  if (!mailId || !fileId || !expiresAt || Number(expiresAt) < now) return null;
  return { mailId, fileId };
}

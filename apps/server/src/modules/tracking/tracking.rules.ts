import { createHmac } from "node:crypto";
import { readLink, signLink } from "../../lib/signed-link";
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

const uuidBytes = (id: string) => Buffer.from(id.replaceAll("-", ""), "hex");
const uuidText = (bytes: Buffer) =>
  bytes.toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

/**
 * A download link token for one attachment of one letter, valid until `expiresAt` (seconds):
 * 52 bytes, so the link fits a URL path segment (≤ 100 characters).
 */
export const signFileToken = (key: string, mailId: string, fileId: string, expiresAt: number) =>
  signLink(key, Buffer.concat([uuidBytes(mailId), uuidBytes(fileId)]), expiresAt);

/** The letter and file a token names, or null when it is forged, malformed or expired. */
export function readFileToken(key: string, token: string, now = Date.now() / 1000) {
  const data = readLink(key, token, now);
  if (data?.length !== 32) return null;
  return { mailId: uuidText(data.subarray(0, 16)), fileId: uuidText(data.subarray(16, 32)) };
}

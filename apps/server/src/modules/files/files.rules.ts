import type { UploadMime } from "@lontar/contracts/files";

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 8;

const startsWith = (head: Uint8Array, signature: readonly number[]) =>
  head.length >= signature.length && signature.every((byte, i) => head[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The type of a file judged by its first bytes (magic numbers), or null when not accepted. */
export function detectFileType(head: Uint8Array): UploadMime | null {
  if (startsWith(head, PDF)) return "application/pdf";
  if (startsWith(head, PNG)) return "image/png";
  if (startsWith(head, JPEG)) return "image/jpeg";
  return null;
}

/**
 * A file name safe to store and to send back: no folders, no control characters, no
 * direction overrides (which make `gpj.exe` read as `exe.jpg`), not `.`/`..`, ≤ 200 chars.
 */
export function safeFileName(name: string | undefined, fallback = "file"): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  return (/^\.*$/.test(clean) ? fallback : clean).slice(0, 200);
}

/** A SHA-256 hex key: 64 lowercase hex digits. */
export const isSha256Key = (key: string) => /^[0-9a-f]{64}$/.test(key);

/** Where a key lives under the storage root: two folder levels, `ab/cd/abcd…`. */
export const shardedPath = (key: string): [string, string, string] => [
  key.slice(0, 2),
  key.slice(2, 4),
  key,
];

/** `Content-Disposition` for showing a file inline under its original name (RFC 6266). */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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

const EXTENSIONS: Record<UploadMime, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
};

/**
 * The stored name's extension follows the type found in the content, never the name sent:
 * a PNG sent as `x.html` is kept as `x.png`, one sent as `scan` as `scan.png`. A name already
 * ending in one of the type's extensions is kept; the result stays within 200 characters.
 */
export function nameForType(name: string, mime: UploadMime): string {
  const [ext = "bin", ...others] = EXTENSIONS[mime];
  const dot = name.lastIndexOf(".");
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  if (current === ext || others.includes(current)) return name;
  const base = /^[a-z0-9]{1,10}$/.test(current) ? name.slice(0, dot) : name;
  return `${base.slice(0, 200 - ext.length - 1)}.${ext}`;
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

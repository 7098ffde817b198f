import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

/** One file of the built web app, held in memory with the build's compressed copies. */
export interface WebAsset {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /** Hashed build output under assets/: its content never changes under the same name. */
  immutable: boolean;
  mtimeMs: number;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/** The build's compressed copies, written beside each file (apps/web/scripts/precompress-plugin.ts). */
const COPY = /\.(br|gz)$/;

/**
 * The path of a URL inside the web root (`assets/app-x1.js`), or null when it is not a plain
 * file path there: `..`, hidden files (the build manifest under `.vite/`) and bad escapes.
 */
export function assetPath(url: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split("?")[0] ?? "/");
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const parts = decoded.split("/").filter((part) => part !== "" && part !== ".");
  if (parts.some((part) => part.startsWith("."))) return null;
  return parts.join("/");
}

/** Which copy to send for an Accept-Encoding header: Brotli, then gzip, then the file itself. */
export function pickEncoding(asset: WebAsset, acceptEncoding: string | undefined) {
  const accepted = new Set<string>();
  for (const item of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (asset.br && accepted.has("br")) return { body: asset.br, encoding: "br" as const };
  if (asset.gzip && accepted.has("gzip")) return { body: asset.gzip, encoding: "gzip" as const };
  return { body: asset.body, encoding: undefined };
}

async function readAsset(root: string, file: string): Promise<WebAsset | null> {
  const full = path.join(root, file);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  const [body, br, gzip] = await Promise.all([
    readFile(full),
    readFile(`${full}.br`).catch(() => undefined),
    readFile(`${full}.gz`).catch(() => undefined),
  ]);
  return {
    body,
    br,
    gzip,
    type: TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    immutable: file.startsWith("assets/"),
    mtimeMs: info.mtimeMs,
  };
}

async function filesUnder(root: string, dir = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith("."))
      .map((entry) => {
        const file = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return filesUnder(root, file);
        return COPY.test(entry.name) ? [] : [file];
      }),
  );
  return nested.flat();
}

/**
 * The built web app in memory. A cold visit asks for about a hundred chunks at once; answering
 * each from memory instead of the disk (a stat, an open and a stream per file, and another for
 * its compressed copy) keeps the server's one thread from queueing them. Files the build adds
 * while the server runs are read on first request; files outside `assets/` (index.html, the
 * service worker) are re-read when they change on disk, since their names stay the same.
 */
export async function loadWebAssets(root: string) {
  const assets = new Map<string, WebAsset>();
  for (const file of await filesUnder(root)) {
    const asset = await readAsset(root, file);
    if (asset) assets.set(file, asset);
  }

  return async function find(file: string): Promise<WebAsset | null> {
    if (COPY.test(file)) return null;
    const known = assets.get(file);
    if (known?.immutable) return known;
    if (known) {
      const info = await stat(path.join(root, file)).catch(() => null);
      if (info?.mtimeMs === known.mtimeMs) return known;
    }
    const fresh = await readAsset(root, file);
    if (fresh) assets.set(file, fresh);
    else assets.delete(file);
    return fresh;
  };
}

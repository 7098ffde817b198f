// What a build was made from: one SHA-256 over the path and bytes of every input file, so a
// start can tell whether the built output still matches the sources (a checkout, an edit, a
// new lockfile) without trusting file times.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** Test files and build output never change what is built. */
const SKIPPED = /(^|[\\/])(node_modules|dist|coverage)([\\/]|$)|\.test\.tsx?$/;

function filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true })
    .map((name) => path.join(entry, String(name)))
    .filter((name) => !SKIPPED.test(name) && statSync(path.join(root, name)).isFile());
}

/** The fingerprint of `inputs` (files or folders, relative to `root`). */
export function fingerprint(inputs, root = ROOT) {
  const hash = createHash("sha256");
  const files = inputs.flatMap((entry) => filesUnder(root, entry)).sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The file beside a build's output that records what it was built from. */
export const STAMP = ".inputs-sha256";

/** True when `outDir` holds `marker` and a stamp equal to the inputs' fingerprint now. */
export function isCurrent(outDir, marker, inputs, root = ROOT) {
  const stamp = path.join(outDir, STAMP);
  if (!existsSync(path.join(outDir, marker)) || !existsSync(stamp)) return false;
  return readFileSync(stamp, "utf8").trim() === fingerprint(inputs, root);
}

export function writeStamp(outDir, value) {
  writeFileSync(path.join(outDir, STAMP), `${value}\n`);
}

/** The web app's build inputs (apps/web/vite.config.ts and what it reads). */
export const WEB_INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/scripts",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "packages/contracts/src",
  "packages/contracts/package.json",
  "package-lock.json",
  "scripts/lib/fingerprint.mjs",
];
export const WEB_DIST = path.join(ROOT, "apps", "web", "dist");

// The server as `npm start` runs it: apps/server/src bundled by esbuild into one ES module,
// rebuilt only when a source changed. Loading one file instead of some 400 TypeScript modules
// through tsx's loader hooks halves the server's start; tests and `npm run dev:server` keep
// running the sources under tsx.
import { mkdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fingerprint, isCurrent, ROOT, writeStamp } from "./fingerprint.mjs";

export const SERVER_INPUTS = [
  "apps/server/src",
  "apps/server/package.json",
  "packages/contracts/src",
  "packages/contracts/package.json",
  "package-lock.json",
  "scripts/lib/fingerprint.mjs",
  "scripts/lib/server-bundle.mjs",
];
export const SERVER_DIST = path.join(ROOT, "apps", "server", "dist");
export const SERVER_BUNDLE = path.join(SERVER_DIST, "main.mjs");

/**
 * Node.js options of the server process: `npm start` passes them (package.json) and the bench
 * starts the bundle with them. A request allocates a few hundred kilobytes that die with it
 * (rows, the answer's objects and text); V8's young generation of 16 MB semi-spaces filled
 * every few dozen requests, and its collections took 9% of the server thread's CPU on the
 * inbox at 50 clients. With 64 MB semi-spaces they take 2%, for about 75 MB more memory.
 */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=64"];

/**
 * Packages stay in node_modules (native and WebAssembly parts, files read beside their code);
 * only the project's own sources, the contracts workspace among them, are bundled.
 */
const ownSourcesOnly = {
  name: "own-sources-only",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@lontar/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that finds files beside itself (migrations, the PDF worker, a word list, the
 * built web app, fonts through createRequire) keeps finding them where they are in the source
 * tree: `import.meta.dirname` and `import.meta.url` are rewritten to the source file's place,
 * reckoned from the bundle's own location (so the folder can move as a whole).
 */
const sourceLocations = {
  name: "source-locations",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.")) return undefined;
      const file = JSON.stringify(path.relative(SERVER_DIST, args.path).split(path.sep).join("/"));
      const contents = source
        .replaceAll("import.meta.dirname", `__lontarSourceDir(${file})`)
        .replaceAll("import.meta.url", `__lontarSourceUrl(${file})`);
      return { contents, loader: "ts" };
    });
  },
};

const BANNER = `import { dirname as __lontarDirname, resolve as __lontarResolve } from "node:path";
import { fileURLToPath as __lontarToPath, pathToFileURL as __lontarToUrl } from "node:url";
const __lontarBundleDir = __lontarDirname(__lontarToPath(import.meta.url));
const __lontarSourceDir = (file) => __lontarDirname(__lontarResolve(__lontarBundleDir, file));
const __lontarSourceUrl = (file) => __lontarToUrl(__lontarResolve(__lontarBundleDir, file)).href;`;

/** Bundles the server (when its sources changed since the last bundle) and returns its path. */
export async function ensureServerBundle({ log = console.log } = {}) {
  if (isCurrent(SERVER_DIST, "main.mjs", SERVER_INPUTS)) return SERVER_BUNDLE;
  const inputs = fingerprint(SERVER_INPUTS);
  log("Menyiapkan server (sumber berubah sejak start terakhir)…");
  const { build } = await import("esbuild");
  rmSync(SERVER_DIST, { recursive: true, force: true });
  mkdirSync(SERVER_DIST, { recursive: true });
  await build({
    entryPoints: { main: path.join(ROOT, "apps", "server", "src", "main.ts") },
    outdir: SERVER_DIST,
    outExtension: { ".js": ".mjs" },
    // A module imported with import() (the S3 client, mail) is a chunk of its own, loaded with
    // its packages on first use. Chunks sit beside main.mjs: the banner reckons from there.
    splitting: true,
    chunkNames: "[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    banner: { js: BANNER },
    plugins: [ownSourcesOnly, sourceLocations],
    logLevel: "warning",
  });
  writeStamp(SERVER_DIST, inputs);
  return SERVER_BUNDLE;
}

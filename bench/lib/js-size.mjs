import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { tsImport } from "tsx/esm/api";
import { ROOT } from "./dataset.mjs";
import { WEB_DIST } from "./server.mjs";

/** Gzipped bytes of the built JS files behind these URL paths (the browser's own list). */
export function gzippedBytes(urlPaths) {
  let bytes = 0;
  for (const urlPath of new Set(urlPaths)) {
    const file = path.join(WEB_DIST, decodeURIComponent(urlPath));
    if (file.startsWith(WEB_DIST) && existsSync(file)) bytes += gzipSync(readFileSync(file)).length;
  }
  return bytes;
}

/**
 * The largest route of the build's own per-route report (apps/web/scripts/route-budgets.ts,
 * run on the build manifest), so both speak of the same bytes; null when it is not there.
 */
export async function largestRoute() {
  const manifestFile = path.join(WEB_DIST, ".vite", "manifest.json");
  const report = path.join(ROOT, "apps", "web", "scripts", "route-budgets.ts");
  if (!existsSync(manifestFile) || !existsSync(report)) return null;
  try {
    const { parseRouter, routeSizes } = await tsImport(report, import.meta.url);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    const routerFile = path.join(ROOT, "apps", "web", "src", "app", "router.tsx");
    const pages = parseRouter(readFileSync(routerFile, "utf8"), manifest, "src/app");
    const sizes = routeSizes(
      manifest,
      pages,
      (file) => gzipSync(readFileSync(path.join(WEB_DIST, file))).length,
    );
    return sizes.reduce((big, row) => (row.bytes > big.bytes ? row : big));
  } catch (error) {
    console.warn(`route size report not read: ${error.message}`);
    return null;
  }
}

#!/usr/bin/env node
// `npm start`: builds the web app and bundles the server only when their sources changed
// since the last start, then runs the server in this process. A restart on an unchanged tree
// goes straight to the server.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { isCurrent, ROOT, WEB_DIST, WEB_INPUTS } from "./lib/fingerprint.mjs";
import { ensureServerBundle } from "./lib/server-bundle.mjs";

if (!isCurrent(WEB_DIST, "index.html", WEB_INPUTS)) {
  console.log("Membangun aplikasi web (sumber berubah sejak build terakhir)…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundle = await ensureServerBundle();
// Errors point at the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);

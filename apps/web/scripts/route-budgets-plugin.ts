import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";
import {
  formatTable,
  type Manifest,
  overBudget,
  pagesLoading,
  parseRouter,
  routeSizes,
  ZOD_FREE_PAGES,
} from "./route-budgets";

/** Where the router lives, relative to the project root (manifest keys are relative too). */
const ROUTER = "src/app/router.tsx";

const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * After `vite build`, prints the gzipped JavaScript of every route and fails the build when
 * one is over its budget (ARCHITECTURE.md §6), or when a page of ZOD_FREE_PAGES loads zod.
 * Needs `build.manifest: true`.
 */
export function routeBudgets(): Plugin {
  let config: ResolvedConfig;
  const zodFiles = new Set<string>();
  return {
    name: "lontar-route-budgets",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === "chunk" && output.moduleIds.some((id) => ZOD_MODULE.test(id)))
          zodFiles.add(output.fileName);
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifestFile =
        typeof config.build.manifest === "string" ? config.build.manifest : ".vite/manifest.json";
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, manifestFile), "utf8"),
      ) as Manifest;
      const router = readFileSync(path.join(config.root, ROUTER), "utf8");
      const pages = parseRouter(router, manifest, path.posix.dirname(ROUTER));
      // Served with the server's default compression level, so measured at that level.
      const sizes = routeSizes(
        manifest,
        pages,
        (file) => gzipSync(readFileSync(path.join(outDir, file))).length,
      );
      console.log(`\nGzipped JavaScript per route\n${formatTable(sizes)}\n`);
      const withZod = pagesLoading(manifest, pages, ZOD_FREE_PAGES, zodFiles);
      if (withZod.length > 0) {
        throw new Error(
          `These pages load zod (${[...zodFiles].join(", ")}): ${withZod.join(", ")}. Import texts and constants from the zod-free modules of @lontar/contracts.`,
        );
      }
      const over = overBudget(sizes);
      if (over.length > 0) {
        throw new Error(
          `JavaScript budget exceeded: ${over.map((row) => `${row.path} (${row.bytes} bytes > ${row.budget})`).join(", ")}`,
        );
      }
    },
  };
}

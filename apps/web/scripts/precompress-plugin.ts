import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; smaller ones are sent as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === ".vite" ? [] : filesUnder(full);
      return [full];
    }),
  );
  return nested.flat();
}

/** Writes `file.br` (quality 11) and `file.gz` (level 9) beside `file`. */
export async function precompressFile(file: string) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * After `vite build`, stores a Brotli and a gzip copy of every text file of the build, which
 * the server sends as they are (`preCompressed`). Compressing ~100 chunks on every cold visit
 * kept the server's one thread busy for hundreds of milliseconds and queued the page's files.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "lontar-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      const worth = await Promise.all(
        files.map(async (file) => ((await stat(file)).size >= MIN_BYTES ? file : null)),
      );
      await Promise.all(worth.filter((f): f is string => f !== null).map(precompressFile));
    },
  };
}

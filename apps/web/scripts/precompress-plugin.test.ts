import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ResolvedConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress-plugin";

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the plugin's build hooks on a made-up build folder. */
async function runOn(files: Record<string, string>) {
  dir = await mkdtemp(path.join(os.tmpdir(), "lontar-dist-"));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  const plugin = precompress() as unknown as {
    configResolved(config: ResolvedConfig): void;
    closeBundle(): Promise<void>;
  };
  plugin.configResolved({ root: dir, build: { outDir: "." } } as ResolvedConfig);
  await plugin.closeBundle();
  return dir;
}

describe("precompress", () => {
  it("leaves a Brotli and a gzip copy of every text file worth it, with the same content", async () => {
    const chunk = `export const x = "${"surat ".repeat(500)}";`;
    const out = await runOn({
      "index.html": `<!doctype html><title>Lontar</title>${"<!-- -->".repeat(200)}`,
      "assets/inbox-abc.js": chunk,
      "assets/tiny-abc.js": "export{}",
      "assets/logo.png": "x".repeat(4000),
      ".vite/manifest.json": JSON.stringify({ big: "y".repeat(4000) }),
    });
    const assets = await readdir(path.join(out, "assets"));
    expect(assets.sort()).toEqual(
      ["inbox-abc.js", "inbox-abc.js.br", "inbox-abc.js.gz", "logo.png", "tiny-abc.js"].sort(),
    );
    const file = path.join(out, "assets", "inbox-abc.js");
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(chunk);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(chunk);
    expect((await readdir(out)).sort()).toContain("index.html.br");
    expect(await readdir(path.join(out, ".vite"))).toEqual(["manifest.json"]);
  });
});

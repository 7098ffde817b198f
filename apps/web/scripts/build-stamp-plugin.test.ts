import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ResolvedConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { fingerprint, isCurrent, STAMP, WEB_INPUTS } from "../../../scripts/lib/fingerprint.mjs";
import { buildStamp } from "./build-stamp-plugin";

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("buildStamp", () => {
  it("writes the fingerprint of the web sources beside a finished build", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "lontar-dist-"));
    const plugin = buildStamp() as unknown as {
      apply: string;
      configResolved(config: ResolvedConfig): void;
      buildStart(): void;
      closeBundle: { order: string; sequential: boolean; handler(): void };
    };
    expect(plugin.apply).toBe("build");
    // After the other plugins' closeBundle (a route over budget fails the build unstamped).
    expect(plugin.closeBundle).toMatchObject({ order: "post", sequential: true });

    plugin.configResolved({ root: dir, build: { outDir: "dist" } } as ResolvedConfig);
    plugin.buildStart();
    await mkdir(path.join(dir, "dist"));
    await writeFile(path.join(dir, "dist", "index.html"), "<!doctype html>");
    plugin.closeBundle.handler();

    const stamp = await readFile(path.join(dir, "dist", STAMP), "utf8");
    expect(stamp.trim()).toBe(fingerprint(WEB_INPUTS));
    // What `npm start` asks before it builds.
    expect(isCurrent(path.join(dir, "dist"), "index.html", WEB_INPUTS)).toBe(true);
  });

  it("covers what the build reads: the app, the contracts and the lockfile", () => {
    for (const input of ["apps/web/src", "packages/contracts/src", "package-lock.json"])
      expect(WEB_INPUTS).toContain(input);
  });
});

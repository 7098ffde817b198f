import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fingerprint, isCurrent, writeStamp } from "../../../../../scripts/lib/fingerprint.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project with src/a.ts, src/deep/b.ts and a lockfile, and an output folder. */
function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), "lontar-fingerprint-"));
  dirs.push(root);
  mkdirSync(path.join(root, "src", "deep"), { recursive: true });
  mkdirSync(path.join(root, "dist"));
  writeFileSync(path.join(root, "src", "a.ts"), "export const a = 1;\n");
  writeFileSync(path.join(root, "src", "deep", "b.ts"), "export const b = 2;\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  writeFileSync(path.join(root, "dist", "index.html"), "<!doctype html>\n");
  return root;
}

const INPUTS = ["src", "package-lock.json", "missing.json"];

describe("what a build was made from", () => {
  it("changes with a byte of any source, a new file or a renamed one", () => {
    const root = project();
    const first = fingerprint(INPUTS, root);
    expect(fingerprint(INPUTS, root)).toBe(first);

    writeFileSync(path.join(root, "src", "deep", "b.ts"), "export const b = 3;\n");
    const edited = fingerprint(INPUTS, root);
    expect(edited).not.toBe(first);

    writeFileSync(path.join(root, "src", "c.ts"), "");
    const added = fingerprint(INPUTS, root);
    expect(added).not.toBe(edited);

    rmSync(path.join(root, "src", "c.ts"));
    writeFileSync(path.join(root, "src", "d.ts"), "");
    expect(fingerprint(INPUTS, root)).not.toBe(added);

    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}\n');
    expect(fingerprint(INPUTS, root)).not.toBe(added);
  });

  it("ignores tests, installed packages and build output", () => {
    const root = project();
    const first = fingerprint(INPUTS, root);
    writeFileSync(path.join(root, "src", "a.test.ts"), "it('x', () => {});\n");
    writeFileSync(path.join(root, "src", "deep", "b.test.tsx"), "");
    mkdirSync(path.join(root, "src", "node_modules", "x"), { recursive: true });
    writeFileSync(path.join(root, "src", "node_modules", "x", "index.js"), "");
    mkdirSync(path.join(root, "src", "dist"));
    writeFileSync(path.join(root, "src", "dist", "out.js"), "");
    expect(fingerprint(INPUTS, root)).toBe(first);
  });

  it("a build is current only with its output and a stamp of the sources as they are now", () => {
    const root = project();
    const dist = path.join(root, "dist");
    expect(isCurrent(dist, "index.html", INPUTS, root)).toBe(false);

    writeStamp(dist, fingerprint(INPUTS, root));
    expect(isCurrent(dist, "index.html", INPUTS, root)).toBe(true);
    expect(isCurrent(dist, "main.mjs", INPUTS, root)).toBe(false);

    writeFileSync(path.join(root, "src", "a.ts"), "export const a = 2;\n");
    expect(isCurrent(dist, "index.html", INPUTS, root)).toBe(false);
  });
});

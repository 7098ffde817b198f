import { createHash } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { newId } from "../../lib/ids";
import { isSha256Key, shardedPath } from "./files.rules";

/**
 * Where file contents live, addressed by their SHA-256: the same bytes are stored once.
 * The local disk is the default; an S3-compatible store can implement the same interface.
 */
export interface FileStorage {
  /** Stores the bytes (a stream is read to its end) and resolves to their SHA-256 hex key. */
  put(source: Buffer | Readable): Promise<string>;
  /** The stored bytes; rejects with code ENOENT when the key is not stored. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored key with when its bytes were last written (or stored again by another
   * upload), for the sweeper (files.sweeper.ts); a storage without it is not swept.
   */
  list?(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

const missing = (key: string) =>
  Object.assign(new Error(`file ${key} is not stored`), { code: "ENOENT" });

/**
 * Writes `source` to `file` while hashing it; resolves to the SHA-256 hex of the bytes.
 * Everything up to pipeline() is synchronous, so a source that fails early (the content guard
 * refusing the first bytes) always finds its error listener attached.
 */
export function spoolHashed(source: Buffer | Readable, file: string): Promise<string> {
  const hash = createHash("sha256");
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
  const out = createWriteStream(file, { flags: "wx" });
  return pipeline(input, hashing, out).then(
    () => hash.digest("hex"),
    async (error) => {
      // pipeline() rejects as soon as the source fails, while the file may still be opening:
      // a caller's rm() could then run before the file exists and leave it behind.
      if (!out.closed) await new Promise<void>((closed) => out.once("close", () => closed()));
      throw error;
    },
  );
}

/** Files under `root/ab/cd/abcd…`; uploads are written to `root/tmp` and renamed into place. */
export function localDiskStorage(root: string): FileStorage {
  const fullPath = (key: string) => {
    if (!isSha256Key(key)) throw missing(key);
    return path.join(root, ...shardedPath(key));
  };
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );

  return {
    put(source) {
      const tmpDir = path.join(root, "tmp");
      mkdirSync(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, newId());
      const hashed = spoolHashed(source, tmp);
      const finish = async () => {
        try {
          const key = await hashed;
          const target = fullPath(key);
          if (await exists(target)) {
            await rm(tmp, { force: true });
            // Stored again: the sweeper judges orphaned bytes by this time.
            const now = new Date();
            await utimes(target, now, now);
          } else {
            await mkdir(path.dirname(target), { recursive: true });
            await rename(tmp, target);
          }
          return key;
        } catch (error) {
          await rm(tmp, { force: true });
          throw error;
        }
      };
      return finish();
    },
    async get(key) {
      // Opening first makes a missing file fail here, before any reply header is sent.
      const handle = await open(fullPath(key), "r");
      return handle.createReadStream();
    },
    async delete(key) {
      await rm(fullPath(key), { force: true });
    },
    async *list() {
      // Only the shard folders (ab/cd/abcd…): `tmp` holds uploads still being written.
      const shards = async (dir: string) =>
        (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter(
          (e) => e.isDirectory() && /^[0-9a-f]{2}$/.test(e.name),
        );
      for (const one of await shards(root))
        for (const two of await shards(path.join(root, one.name)))
          for (const key of await readdir(path.join(root, one.name, two.name))) {
            if (!isSha256Key(key) || !key.startsWith(one.name + two.name)) continue;
            const info = await stat(fullPath(key)).catch(() => null);
            if (info?.isFile()) yield { key, modifiedAt: info.mtime };
          }
    },
  };
}

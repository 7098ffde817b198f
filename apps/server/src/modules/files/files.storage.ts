import { createHash } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
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
  return pipeline(input, hashing, createWriteStream(file, { flags: "wx" })).then(() =>
    hash.digest("hex"),
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
  };
}

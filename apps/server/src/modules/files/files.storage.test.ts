import { createHash } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../test/s3";
import { type FileStorage, localDiskStorage, spoolHashed } from "./files.storage";

/** A storage under test, with a way to see everything it left on its medium. */
interface Subject {
  storage: FileStorage;
  /** Stored objects (keys or file names). */
  stored(): Promise<string[]>;
  /** Leftovers of uploads in progress (temp or spool files). */
  scratch(): Promise<string[]>;
  close(): Promise<void>;
}

const filesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

async function diskSubject(): Promise<Subject> {
  const root = await mkdtemp(path.join(os.tmpdir(), "lontar-storage-"));
  const tmp = path.join(root, "tmp");
  return {
    storage: localDiskStorage(root),
    stored: async () => (await filesIn(root)).filter((f) => !f.startsWith(tmp)),
    scratch: () => filesIn(tmp),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject> {
  const s3: TestS3 = await startTestS3();
  return {
    storage: s3.storage(),
    stored: () => s3.keys(),
    scratch: () => filesIn(s3.options.spoolDir),
    close: () => s3.close(),
  };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A source that yields some bytes, then fails (a client hanging up mid-upload). */
function failingSource(afterBytes: number) {
  return new Readable({
    read() {
      if (afterBytes > 0) {
        this.push(Buffer.alloc(afterBytes, 7));
        afterBytes = 0;
      } else {
        this.destroy(new Error("connection reset"));
      }
    },
  });
}

describe.each([
  ["local disk", diskSubject],
  ["S3-compatible", s3Subject],
])("file storage contract: %s", (_name, create) => {
  let s: Subject;
  beforeAll(async () => {
    s = await create();
  });
  afterAll(() => s.close());

  it("stores a buffer under its SHA-256 and gives the same bytes back", async () => {
    const bytes = Buffer.from("Surat Dinas Nomor 000.1.2/1/2026");
    const key = await s.storage.put(bytes);
    expect(key).toBe(sha256(bytes));
    expect(await readAll(await s.storage.get(key))).toEqual(bytes);
  });

  it("reads a stream to its end, in many chunks", async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
    const whole = Buffer.concat(chunks);
    const key = await s.storage.put(Readable.from(chunks));
    expect(key).toBe(sha256(whole));
    // Buffer.equals: a deep comparison of a megabyte byte by byte takes seconds.
    expect((await readAll(await s.storage.get(key))).equals(whole)).toBe(true);
  });

  it("stores the same bytes once", async () => {
    const bytes = Buffer.from("lampiran yang diunggah dua kali");
    const before = (await s.stored()).length;
    const first = await s.storage.put(bytes);
    const second = await s.storage.put(Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]));
    expect(second).toBe(first);
    expect((await s.stored()).length).toBe(before + 1);
    expect(await s.scratch()).toEqual([]);
  });

  it("rejects a missing or malformed key with ENOENT", async () => {
    await expect(s.storage.get("a".repeat(64))).rejects.toMatchObject({ code: "ENOENT" });
    await expect(s.storage.get("../../etc/passwd")).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("deletes, and deleting a missing key is not an error", async () => {
    const key = await s.storage.put(Buffer.from("akan dihapus"));
    await s.storage.delete(key);
    await expect(s.storage.get(key)).rejects.toMatchObject({ code: "ENOENT" });
    await expect(s.storage.delete(key)).resolves.toBeUndefined();
  });

  it("a source failing midway or at once leaves nothing behind", async () => {
    const before = await s.stored();
    await expect(s.storage.put(failingSource(64 * 1024))).rejects.toThrow("connection reset");
    const refused = new Readable({ read() {} });
    const put = s.storage.put(refused);
    refused.destroy(new Error("jenis berkas ditolak"));
    await expect(put).rejects.toThrow("jenis berkas ditolak");
    expect(await s.stored()).toEqual(before);
    expect(await s.scratch()).toEqual([]);
  });
});

describe("spoolHashed", () => {
  it("settles a failed source only once its file is closed, so removing it then is final", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "lontar-spool-"));
    try {
      const reappeared: string[] = [];
      for (let i = 0; i < 40; i++) {
        const file = path.join(dir, `spool-${i}`);
        const source = new Readable({ read() {} });
        const spooled = spoolHashed(source, file);
        source.destroy(new Error("jenis berkas ditolak"));
        await expect(spooled).rejects.toThrow("jenis berkas ditolak");
        // Synchronous, so no file-system call still queued can run before it.
        rmSync(file, { force: true });
        await new Promise((later) => setTimeout(later, 5));
        if (existsSync(file)) reappeared.push(file);
      }
      expect(reappeared).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

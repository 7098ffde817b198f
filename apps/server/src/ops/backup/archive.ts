import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import path from "node:path";

/**
 * Lontar's backup archive: a magic line, then entries of
 * `[u32 header length][header JSON][content bytes]`, closed by an `end` header that counts the
 * entries. Every header carries its content's SHA-256, checked on restore before anything is
 * put in place. A format of our own rather than tar: it needs no external program, keeps the
 * per-file hash next to the bytes, and a reader that only accepts the paths it wrote cannot be
 * tricked into writing outside the target folder.
 */
const MAGIC = "LONTAR-BACKUP 1\n";
const CHUNK = 1 << 20;

export type EntryHeader = { type: "file"; path: string; size: number; sha256: string };
type EndHeader = { type: "end"; entries: number; meta: Record<string, unknown> };

export class ArchiveError extends Error {}

export interface ArchiveWriter {
  /** Adds a file from disk (streamed) or bytes under the archive path `name`. */
  add(name: string, source: { file: string } | { bytes: Uint8Array }): Promise<EntryHeader>;
  /** Writes the closing entry and closes the file. */
  finish(meta: Record<string, unknown>): Promise<void>;
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

async function hashFile(handle: FileHandle, size: number) {
  const hash = createHash("sha256");
  const buffer = Buffer.alloc(CHUNK);
  for (let at = 0; at < size; ) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(CHUNK, size - at), at);
    if (bytesRead === 0) throw new ArchiveError("berkas berubah saat dicadangkan");
    hash.update(buffer.subarray(0, bytesRead));
    at += bytesRead;
  }
  return hash.digest("hex");
}

export async function createArchive(file: string): Promise<ArchiveWriter> {
  const out = await open(file, "wx");
  let entries = 0;
  const write = (bytes: Uint8Array) => out.write(bytes);
  await write(Buffer.from(MAGIC));
  const writeHeader = async (header: EntryHeader | EndHeader) => {
    const json = Buffer.from(JSON.stringify(header));
    await write(u32(json.length));
    await write(json);
  };
  return {
    async add(name, source) {
      let header: EntryHeader;
      if ("bytes" in source) {
        const sha256 = createHash("sha256").update(source.bytes).digest("hex");
        header = { type: "file", path: name, size: source.bytes.length, sha256 };
        await writeHeader(header);
        await write(source.bytes);
      } else {
        // The hash is taken first so the header can precede the bytes; the file is then
        // copied and hashed again, so a file changed in between cannot slip through.
        const input = await open(source.file, "r");
        try {
          const { size } = await input.stat();
          header = { type: "file", path: name, size, sha256: await hashFile(input, size) };
          await writeHeader(header);
          const hash = createHash("sha256");
          const buffer = Buffer.alloc(CHUNK);
          for (let at = 0; at < size; ) {
            const { bytesRead } = await input.read(buffer, 0, Math.min(CHUNK, size - at), at);
            if (bytesRead === 0) throw new ArchiveError(`${name} berubah saat dicadangkan`);
            hash.update(buffer.subarray(0, bytesRead));
            await write(buffer.subarray(0, bytesRead));
            at += bytesRead;
          }
          if (hash.digest("hex") !== header.sha256)
            throw new ArchiveError(`${name} berubah saat dicadangkan`);
        } finally {
          await input.close();
        }
      }
      entries++;
      return header;
    },
    async finish(meta) {
      await writeHeader({ type: "end", entries, meta });
      await out.sync();
      await out.close();
    },
  };
}

/** Archive paths are relative, forward-slashed, without `..`: checked before any write. */
export function safeArchivePath(name: string): boolean {
  return (
    name.length > 0 &&
    !name.startsWith("/") &&
    !name.includes("\\") &&
    name.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

function parseHeader(bytes: Buffer): EntryHeader | EndHeader {
  try {
    return JSON.parse(bytes.toString());
  } catch {
    throw new ArchiveError("arsip cadangan rusak");
  }
}

/**
 * Extracts every entry under `targetDir`, checking each SHA-256; throws ArchiveError on a
 * truncated or altered archive. Answers the entries and the closing metadata.
 */
export async function extractArchive(file: string, targetDir: string) {
  const input = await open(file, "r");
  try {
    let at = 0;
    const read = async (length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await input.read(buffer, 0, length, at);
      if (bytesRead !== length) throw new ArchiveError("arsip cadangan terpotong");
      at += length;
      return buffer;
    };
    if ((await read(MAGIC.length).catch(() => Buffer.alloc(0))).toString() !== MAGIC)
      throw new ArchiveError("bukan arsip cadangan Lontar");
    const entries: EntryHeader[] = [];
    for (;;) {
      const length = (await read(4)).readUInt32BE();
      if (length > CHUNK) throw new ArchiveError("arsip cadangan rusak");
      const header = parseHeader(await read(length));
      if (header.type === "end") {
        if (header.entries !== entries.length) throw new ArchiveError("arsip cadangan rusak");
        return { entries, meta: header.meta };
      }
      if (!safeArchivePath(header.path)) throw new ArchiveError(`jalur tidak sah: ${header.path}`);
      const target = path.join(targetDir, ...header.path.split("/"));
      mkdirSync(path.dirname(target), { recursive: true });
      const out = await open(target, "wx");
      const hash = createHash("sha256");
      try {
        for (let left = header.size; left > 0; ) {
          const chunk = await read(Math.min(CHUNK, left));
          hash.update(chunk);
          await out.write(chunk);
          left -= chunk.length;
        }
      } finally {
        await out.close();
      }
      if (hash.digest("hex") !== header.sha256)
        throw new ArchiveError(`SHA-256 ${header.path} tidak cocok: arsip cadangan rusak`);
      entries.push(header);
    }
  } finally {
    await input.close();
  }
}

import { existsSync } from "node:fs";
import { readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { DataDirLockedError, lockDataDir, lockHolder } from "../../db/pglite-lock";
import { createArchive } from "./archive";

/**
 * What a Lontar data directory holds, and a backup therefore carries: the PGlite database
 * (as PGlite's own dump), the stored files (named by their SHA-256), the instance CA that
 * issued every signing certificate, and the generated secrets (sessions, tracking links and
 * Web Push subscriptions depend on them).
 */
export const PARTS = {
  pglite: "pglite",
  files: "files",
  signing: "signing",
  secrets: "secrets.json",
};
export const DUMP_ENTRY = "pglite.tar.gz";

export interface BackupSummary {
  archive: string;
  letters: number;
  storedFiles: number;
  files: number;
  bytes: number;
  /** Stored files whose bytes no longer hash to their name (damaged on disk before the backup). */
  damaged: string[];
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
export async function walk(dir: string, skip: (rel: string) => boolean = () => false) {
  const found: string[] = [];
  const visit = async (rel: string) => {
    for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip(child)) continue;
      if (entry.isDirectory()) await visit(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  if (existsSync(dir)) await visit("");
  return found.sort();
}

export const openPglite = (dataDir: string, load?: Blob) =>
  PGlite.create({ dataDir, loadDataDir: load, extensions: { pg_trgm, unaccent } });

export async function countOf(client: PGlite, table: string) {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

/**
 * Writes a backup of `dataDir` to `archive` (which must not exist). The server must be
 * stopped: PGlite lives inside the server's process, so no other process can read a
 * consistent copy while it runs. The data directory stays locked for the whole backup, so a
 * server started meanwhile refuses to open it instead of changing it underneath.
 */
export async function backup(dataDir: string, archive: string): Promise<BackupSummary> {
  const pgliteDir = path.join(dataDir, PARTS.pglite);
  if (!existsSync(path.join(pgliteDir, "PG_VERSION")))
    throw new Error(`Tidak ada database PGlite di ${pgliteDir}.`);
  const holder = lockHolder(pgliteDir);
  if (holder !== null) throw new DataDirLockedError(`${pgliteDir}.lock`, holder);
  if (existsSync(archive)) throw new Error(`${archive} sudah ada; pilih nama lain.`);
  const unlock = lockDataDir(pgliteDir);
  const partial = `${archive}.partial`;
  await rm(partial, { force: true });
  try {
    const writer = await createArchive(partial);
    const client = await openPglite(pgliteDir);
    let letters: number;
    let storedFiles: number;
    try {
      letters = await countOf(client, "mail");
      storedFiles = await countOf(client, "stored_file");
      const dump = await client.dumpDataDir("gzip");
      await writer.add(DUMP_ENTRY, { bytes: new Uint8Array(await dump.arrayBuffer()) });
    } finally {
      await client.close();
    }
    const filesDir = path.join(dataDir, PARTS.files);
    const damaged: string[] = [];
    // tmp/ holds uploads in progress (none while stopped, or leftovers of a crash).
    const files = await walk(filesDir, (rel) => rel === "tmp");
    for (const rel of files) {
      const entry = await writer.add(`${PARTS.files}/${rel}`, { file: path.join(filesDir, rel) });
      if (path.basename(rel) !== entry.sha256) damaged.push(rel);
    }
    const signingDir = path.join(dataDir, PARTS.signing);
    for (const rel of await walk(signingDir))
      await writer.add(`${PARTS.signing}/${rel}`, { file: path.join(signingDir, rel) });
    const secrets = path.join(dataDir, PARTS.secrets);
    if (existsSync(secrets)) await writer.add(PARTS.secrets, { file: secrets });
    await writer.finish({ createdAt: new Date().toISOString(), letters, storedFiles });
    await rename(partial, archive);
    return {
      archive,
      letters,
      storedFiles,
      files: files.length,
      bytes: (await stat(archive)).size,
      damaged,
    };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    unlock();
  }
}

import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { DataDirLockedError, lockHolder } from "../../db/pglite-lock";
import { extractArchive } from "./archive";
import { countOf, DUMP_ENTRY, openPglite, PARTS } from "./backup";

export interface RestoreSummary {
  letters: number;
  storedFiles: number;
  files: number;
  /** Stored files the database names but the backup does not hold (kept elsewhere, e.g. S3). */
  missingFiles: string[];
}

export class RestoreRefused extends Error {}

const isEmptyDir = async (dir: string) => !existsSync(dir) || (await readdir(dir)).length === 0;

/**
 * Restores `archive` into `dataDir`. Everything is unpacked and checked in a staging folder
 * beside it first (each entry's SHA-256, each stored file against its name, the database
 * opened and every stored file it names found); only then are the parts moved into place, so a
 * damaged archive leaves the data directory as it was. A non-empty `dataDir` is replaced only
 * with `force`, and never while a server holds it.
 */
export async function restore(
  archive: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  if (!existsSync(archive)) throw new RestoreRefused(`${archive} tidak ditemukan.`);
  if (!(await isEmptyDir(dataDir)) && !options.force)
    throw new RestoreRefused(
      `${dataDir} tidak kosong; tambahkan --force untuk menimpa isinya dengan cadangan.`,
    );
  const pgliteDir = path.join(dataDir, PARTS.pglite);
  const holder = lockHolder(pgliteDir);
  if (holder !== null) throw new DataDirLockedError(`${pgliteDir}.lock`, holder);

  const staging = `${path.resolve(dataDir)}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const { entries } = await extractArchive(archive, staging);
    const files = entries.filter((e) => e.path.startsWith(`${PARTS.files}/`));
    // Stored files are named by their SHA-256: the name must agree with the checked bytes.
    for (const entry of files)
      if (path.basename(entry.path) !== entry.sha256)
        throw new RestoreRefused(`${entry.path} tidak sesuai SHA-256 isinya.`);
    const dump = path.join(staging, DUMP_ENTRY);
    if (!existsSync(dump)) throw new RestoreRefused("Cadangan tidak memuat database PGlite.");

    const client = await openPglite(
      path.join(staging, PARTS.pglite),
      new Blob([await readFile(dump)]),
    );
    let letters: number;
    let storedFiles: number;
    let missingFiles: string[];
    try {
      letters = await countOf(client, "mail");
      storedFiles = await countOf(client, "stored_file");
      const { rows } = await client.query<{ sha256: string }>(
        "select distinct sha256 from stored_file",
      );
      const held = new Set(files.map((e) => e.sha256));
      missingFiles = rows.map((r) => r.sha256).filter((sha) => !held.has(sha));
    } finally {
      await client.close();
    }
    // A backup without any stored file comes from a deployment keeping them elsewhere (S3);
    // one holding some but not all is incomplete and is not restored.
    if (missingFiles.length && files.length)
      throw new RestoreRefused(
        `${missingFiles.length} berkas yang tercatat di database tidak ada dalam cadangan.`,
      );
    await rm(dump);

    await mkdir(dataDir, { recursive: true });
    await rm(`${pgliteDir}.lock`, { force: true });
    for (const part of Object.values(PARTS)) {
      await rm(path.join(dataDir, part), { recursive: true, force: true });
      if (existsSync(path.join(staging, part)))
        await rename(path.join(staging, part), path.join(dataDir, part));
    }
    return { letters, storedFiles, files: files.length, missingFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite runs PostgreSQL inside one process and has no lock of its own that another process
 * could check (its postmaster.pid always says -42, and stays behind after a crash). Two
 * processes on one data directory would corrupt it, and a backup taken while the server writes
 * would not be consistent, so whoever opens the directory holds `<dataDir>.lock` with its PID.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `Data PGlite sedang dipakai proses ${pid} (${lockFile}). Hentikan server Lontar dulu; ` +
        "hapus berkas kunci itu hanya bila yakin tidak ada proses tersebut.",
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The PID holding the lock of `dataDir`, or null when free (a dead holder counts as free). */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(`${dataDir}.lock`, "utf8"), 10);
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

/** Takes the lock of `dataDir` (a stale one left by a killed process is taken over). */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(file, holder);
      rmSync(file, { force: true });
    }
  }
  return () => {
    try {
      if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  };
}

/**
 * Restores a backup made by `npm run backup` into DATA_DIR, checking every file's SHA-256.
 * A non-empty DATA_DIR is replaced only with --force, and never while the server runs.
 *   npm run restore -- backups/lontar-2026-11-30.lbk [--force]
 */
import path from "node:path";
import { dataDirFromEnv, parseArgs } from "../src/ops/backup/cli";
import { restore } from "../src/ops/backup/restore";

const { file, force } = parseArgs(process.argv.slice(2));
const { base, dataDir } = dataDirFromEnv();
if (!file) {
  console.error("Pemakaian: npm run restore -- <berkas-cadangan> [--force]");
  process.exit(2);
}
try {
  const started = Date.now();
  const summary = await restore(path.resolve(base, file), dataDir, { force });
  console.log(
    `Dipulihkan ke ${dataDir}: ${summary.letters} surat, ${summary.files} berkas diperiksa ` +
      `SHA-256-nya, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (summary.missingFiles.length)
    console.warn(
      `${summary.missingFiles.length} berkas tidak ada dalam cadangan (disimpan di luar DATA_DIR, mis. S3).`,
    );
} catch (error) {
  console.error(`Pemulihan gagal: ${(error as Error).message}`);
  process.exit(1);
}

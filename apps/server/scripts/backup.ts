/**
 * Backs up the embedded database, the stored files, the signing CA and the secrets of DATA_DIR
 * into one archive file. The server must be stopped (see README, "Backup and restore").
 *   npm run backup -- backups/lontar-2026-11-30.lbk
 */
import path from "node:path";
import { backup } from "../src/ops/backup/backup";
import { dataDirFromEnv, parseArgs } from "../src/ops/backup/cli";

const { file } = parseArgs(process.argv.slice(2));
const { base, dataDir } = dataDirFromEnv();
if (!file) {
  console.error("Pemakaian: npm run backup -- <berkas-cadangan>");
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(
    "DATABASE_URL terisi: cadangkan PostgreSQL dengan pg_dump (lihat README, Backup and restore).",
  );
  process.exit(2);
}
try {
  const started = Date.now();
  const summary = await backup(dataDir, path.resolve(base, file));
  console.log(
    `Cadangan ${summary.archive}: ${summary.letters} surat, ${summary.files} berkas, ` +
      `${(summary.bytes / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (summary.damaged.length) {
    console.error(`PERINGATAN: ${summary.damaged.length} berkas rusak di disk (isi ≠ nama):`);
    for (const rel of summary.damaged) console.error(`  ${rel}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`Cadangan gagal: ${(error as Error).message}`);
  process.exit(1);
}

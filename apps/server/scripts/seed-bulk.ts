/**
 * `npm run seed:bulk -- --letters 1000000 [--fresh] [--employees 10000] [--work-units 50]
 *   [--without-search]`
 *
 * Fills the database of DATABASE_URL (PostgreSQL) or DATA_DIR/pglite with a realistic volume
 * for performance work. An empty database first gets what the server would seed at its first
 * start (migrations, reference data, demo organisation and demo letter). A database is filled
 * once; `--fresh` wipes the PGlite data first (never a PostgreSQL database). `--without-search`
 * leaves out the letters' search documents, to measure the lists at a size whose search
 * documents do not fit the disk (10,000,000 letters need some 60 GB of them). `BULK_DEBUG=1`
 * prints the progress in more detail, with each step's CPU time.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { configFromEnv } from "../src/config";
import { openDatabase } from "../src/db/client";
import { lockHolder } from "../src/db/pglite-lock";
import { loadOrCreateCa } from "../src/modules/esign/certificates";
import { localSignatureProvider } from "../src/modules/esign/signature-provider";
import { localDiskStorage } from "../src/modules/files/files.storage";
import { BulkSeedRefused, bulkSeeded, seedBulk } from "../src/seed/bulk";
import { isEmpty, seedDemo } from "../src/seed/demo";
import { seedDemoLetters } from "../src/seed/demo-letters";
import { needsReference, seedReference } from "../src/seed/reference";

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const { values } = parseArgs({
  options: {
    letters: { type: "string", default: "1000000" },
    employees: { type: "string", default: "10000" },
    "work-units": { type: "string", default: "50" },
    fresh: { type: "boolean", default: false },
    "without-search": { type: "boolean", default: false },
  },
});
const count = (name: string, text: string | undefined, max: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n <= max ? n : fail(`--${name} harus bilangan 1..${max}`);
};
const letters = count("letters", values.letters, 20_000_000);
const employees = count("employees", values.employees, 99_999);
const workUnits = count("work-units", values["work-units"], 50);

const config = configFromEnv();
if (config.production) fail("Data massal ditolak karena NODE_ENV=production.");
const pgliteDir = `${config.dataDir}/pglite`;
if (values.fresh) {
  if (config.databaseUrl)
    fail("--fresh hanya untuk PGlite. Untuk PostgreSQL buat database baru (createdb).");
  const holder = lockHolder(pgliteDir);
  if (holder !== null) fail(`Data PGlite sedang dipakai proses ${holder}; hentikan dulu.`);
  rmSync(pgliteDir, { recursive: true, force: true });
}

const started = performance.now();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl, poolSize: 2 }
    : { kind: "pglite", dataDir: pgliteDir },
);
try {
  console.log(
    `Database: ${database.kind === "postgres" ? "PostgreSQL" : `PGlite di ${pgliteDir}`}`,
  );
  await database.migrate();
  const previous = await bulkSeeded(database.db);
  if (previous) throw new BulkSeedRefused(previous);
  if (await needsReference(database.db)) await seedReference(database.db);
  if (await isEmpty(database.db)) {
    console.log("Database kosong: mengisi organisasi demo Kabupaten Contoh…");
    const ca = await loadOrCreateCa(path.join(config.dataDir, "signing"), config.signingCa);
    await seedDemo(database.db, { production: false, ca });
    await seedDemoLetters(database.db, {
      storage: localDiskStorage(path.join(config.dataDir, "files")),
      provider: localSignatureProvider(),
      baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    });
  }
  console.log(
    `Persiapan ${((performance.now() - started) / 1000).toFixed(1)} s. Memuat ${letters.toLocaleString("id-ID")} surat:`,
  );
  const counts = await seedBulk(database.db, {
    letters,
    pegawai: employees,
    satuanKerja: workUnits,
    withoutSearch: values["without-search"],
    log: (line) => console.log(line),
  });
  for (const [table, n] of Object.entries(counts))
    console.log(`  ${table.padEnd(18)} ${n.toLocaleString("id-ID").padStart(12)}`);
  // With PGlite the database runs in this process, so this is the load's whole CPU time.
  const cpu = process.cpuUsage();
  console.log(
    `Total ${((performance.now() - started) / 1000).toFixed(1)} s (CPU proses ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s).`,
  );
} catch (error) {
  if (error instanceof BulkSeedRefused) {
    console.error(error.message);
    process.exitCode = 2;
  } else throw error;
} finally {
  await database.close();
}

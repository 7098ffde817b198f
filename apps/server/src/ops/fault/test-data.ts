import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "../../db/client";
import { withDatabase } from "../../test/global-setup";

/**
 * A DATA_DIR (and, on PostgreSQL, a database) holding the test run's seeded template, so a
 * server started as a child process skips the slow demo seeding. The CA of the run goes into
 * signing/: it issued the demo signing keys.
 */
export async function serverDataFromTemplate() {
  const template = inject("dbTemplate");
  const ca = inject("testCa");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "lontar-srv-"));
  await mkdir(path.join(dataDir, "signing"));
  await writeFile(path.join(dataDir, "signing", "ca-cert.pem"), ca.certPem);
  await writeFile(path.join(dataDir, "signing", "ca-key.pem"), ca.keyPem);
  if (template.kind === "pglite") {
    const load = new Blob([await readFile(template.dumpFile)]);
    const database = await openDatabase({ kind: "pglite", dataDir: `${dataDir}/pglite`, load });
    await database.close();
    return { dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `lontar_srv_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  return {
    dataDir,
    databaseUrl: withDatabase(template.url, name),
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

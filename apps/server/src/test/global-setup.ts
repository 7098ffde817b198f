import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteClient } from "../db/client";
import { createCa } from "../modules/esign/certificates";
import { seedDemo } from "../seed/demo";
import { seedReference } from "../seed/reference";

export type DbTemplate =
  | { kind: "pglite"; dumpFile: string }
  | { kind: "postgres"; url: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
    /** The instance CA of the test run (the demo signing keys are issued by it). */
    testCa: { certPem: string; keyPem: string };
  }
}

/** Replaces the database name of a connection URL. */
export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Builds the migrated, seeded database once per run; each test file then gets its own copy
 * (a PGlite data-directory dump, or a PostgreSQL database created from a template).
 */
export default async function setup(project: TestProject) {
  const ca = createCa("Lontar Test CA");
  project.provide("testCa", { certPem: ca.certPem, keyPem: forge.pki.privateKeyToPem(ca.key) });
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `lontar_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({
      kind: "postgres",
      url: withDatabase(url, template),
      poolSize: 2,
    });
    await database.migrate();
    await seedReference(database.db);
    await seedDemo(database.db, { production: false, ca });
    await database.close();
    project.provide("dbTemplate", { kind: "postgres", url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "lontar-test-"));
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db, { production: false, ca });
  const dump = await pgliteClient(database).dumpDataDir("none");
  const dumpFile = path.join(dir, "template.tar");
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("dbTemplate", { kind: "pglite", dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}

import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { withDatabase } from "./global-setup";

let counter = 0;

/** A private copy of the seeded test database for one test file (with its URL on PostgreSQL). */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    const load = new Blob([await readFile(template.dumpFile)]);
    return openDatabase({ kind: "pglite", load });
  }
  const name = `lontar_t_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  const database = await openDatabase({
    kind: "postgres",
    url: withDatabase(template.url, name),
    poolSize: 5,
  });
  return {
    ...database,
    url: withDatabase(template.url, name),
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

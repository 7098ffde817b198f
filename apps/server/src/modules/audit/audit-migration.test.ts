import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, migrationsFolder } from "../../db/client";
import * as schema from "../../db/schema";
import { verifyAuditChain } from "./audit-chain";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A copy of the migrations folder that stops before `tag`. */
async function migrationsBefore(tag: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lontar-migrations-"));
  dirs.push(dir);
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe("migration 0010 on a database with audit entries", () => {
  it("chains the existing entries in id order and adds Log Audit to Manajemen Master", async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: await migrationsBefore("0010_audit_chain") });
    await client.exec(`
      insert into audit_log (user_id, action, detail, ip, created_at) values
        (null, 'login_failed', '{"username": "tamu"}', '10.0.0.1', '2026-01-01T01:00:00.123456Z'),
        (null, 'pegawai_deleted', '{"id": 7, "nip": "1990"}', '10.0.0.2', '2026-01-02T01:00:00Z'),
        (null, 'user_status_changed', '{"user_id": 3, "from": "aktif"}', null, now());
      insert into menu (name, icon, sort_order) values ('Manajemen Master', 'SettingOutlined', 90);`);

    await migrate(db, { migrationsFolder });

    const rows = (
      await client.query<{ seq: string; username: string; target_type: string; target_id: string }>(
        "select seq::text, username, target_type, target_id from audit_log order by id",
      )
    ).rows;
    expect(rows).toEqual([
      { seq: "1", username: "tamu", target_type: null, target_id: null },
      { seq: "2", username: null, target_type: "pegawai", target_id: "7" },
      { seq: "3", username: null, target_type: "user", target_id: "3" },
    ]);
    expect(await verifyAuditChain(db as unknown as Db, 2)).toEqual({
      ok: true,
      checked: 3,
      brokenAt: null,
    });
    const menus = await client.query<{ name: string; parent: string }>(
      `select m.name, p.name as parent from menu m join menu p on p.id = m.parent_id
       where m.link = '/manajemen-master/log-audit'`,
    );
    expect(menus.rows).toEqual([{ name: "Log Audit", parent: "Manajemen Master" }]);
    await client.close();
  }, 60_000);
});

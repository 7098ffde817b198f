import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";
import { auditLog } from "../../db/schema";
import { writeAudit } from "../../lib/audit";
import { openTestDatabase } from "../../test/database";
import { canonicalEntry, verifyAuditChain } from "./audit-chain";

let database: Database & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const entries = async () => (await database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const lastSeq = async () =>
  Number(
    (
      (await database.db.execute(sql`select coalesce(max(seq), 0) as n from audit_log`)) as {
        rows: { n: string | number }[];
      }
    ).rows[0]?.n,
  );

/** Runs `change` with the append-only trigger switched off, as the table's owner could. */
async function asOwner(change: string) {
  const { db } = database;
  await db.execute(sql.raw("alter table audit_log disable trigger audit_log_append_only"));
  try {
    await db.execute(sql.raw(change));
  } finally {
    await db.execute(sql.raw("alter table audit_log enable trigger audit_log_append_only"));
  }
}

describe("the canonical text of an entry", () => {
  it("is written as PostgreSQL's json_build_array(...)::text writes it", async () => {
    const fields = ['a"b\\c', null, "baris\nbaru\t\u0001", "Ünïcødé ✓", '{"x": 1}'];
    const res = (await database.db.execute(
      sql`select json_build_array(${fields[0]}::text, ${fields[1]}::text, ${fields[2]}::text, ${fields[3]}::text, ${fields[4]}::text)::text as t`,
    )) as { rows: { t: string }[] };
    expect(canonicalEntry(fields)).toBe(res.rows[0]?.t);
  });
});

describe("the audit chain", () => {
  it("chains every appended entry: seq without gaps, prev_hash linking, hash verifiable", async () => {
    const before = await lastSeq();
    for (let i = 0; i < 5; i++)
      await writeAudit(database.db, {
        userId: 1,
        action: "login_failed",
        username: `coba-${i}`,
        detail: { username: `coba-${i}`, nested: { b: [1, 2.5], a: "é" } },
        ip: "10.1.2.3",
        userAgent: "Vitest",
      });
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.seq} > ${before}`)
      .orderBy(auditLog.seq);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5].map((n) => before + n));
    for (const [i, row] of rows.entries()) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(row.prevHash).toBe(rows[i - 1]?.hash);
    }
    expect(await verifyAuditChain(database.db, 2)).toEqual({
      ok: true,
      checked: before + 5,
      brokenAt: null,
    });
  });

  it("snapshots the actor's username from users when only the id is given", async () => {
    await writeAudit(database.db, { userId: 1, action: "logout" });
    const [row] = await database.db
      .select({ username: auditLog.username })
      .from(auditLog)
      .where(eq(auditLog.seq, await lastSeq()));
    expect(row?.username).toBeTruthy();
  });

  it("leaves no entry when the action's transaction rolls back", async () => {
    const before = await entries();
    await expect(
      database.db.transaction(async (tx) => {
        await writeAudit(tx, {
          userId: 1,
          action: "pegawai_deleted",
          target: { type: "pegawai", id: 9 },
        });
        throw new Error("batal");
      }),
    ).rejects.toThrow("batal");
    expect(await entries()).toBe(before);
    expect((await verifyAuditChain(database.db)).ok).toBe(true);
  });

  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    const { db } = database;
    await expect(db.execute(sql`update audit_log set detail = '{}'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const failure = await db.execute(sql`update audit_log set ip = 'x'`).catch((e: Error) => e);
    expect(String((failure as Error & { cause?: Error }).cause?.message ?? failure)).toMatch(
      /append-only/,
    );
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });
});

describe("tampering", () => {
  it("finds an edited detail at its own entry", async () => {
    const target = (await lastSeq()) - 2;
    await asOwner(
      `update audit_log set detail = jsonb_set(detail, '{username}', '"lain"') where seq = ${target}`,
    );
    expect(await verifyAuditChain(database.db, 3)).toEqual({
      ok: false,
      checked: target - 1,
      brokenAt: target,
    });
    await asOwner(
      `update audit_log set detail = jsonb_set(detail, '{username}', '"coba-3"') where seq = ${target}`,
    );
    expect((await verifyAuditChain(database.db)).ok).toBe(true);
  });

  it("finds a removed entry at the one after the gap", async () => {
    const target = (await lastSeq()) - 1;
    await asOwner(`delete from audit_log where seq = ${target}`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, brokenAt: target + 1 });
  });
});

describe.runIf(process.env.DATABASE_URL)("concurrent appends on PostgreSQL", () => {
  it("two server instances appending at once build one unbroken chain", async () => {
    const fresh = await openTestDatabase();
    const other = await openDatabase({ kind: "postgres", url: fresh.url as string, poolSize: 5 });
    try {
      const before = Number(
        (
          (await fresh.db.execute(sql`select count(*) as n from audit_log`)) as {
            rows: { n: string }[];
          }
        ).rows[0]?.n,
      );
      const append = (db: Database["db"], i: number) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(random() * 0.02)`);
          await writeAudit(tx, { userId: 1, action: "logout", detail: { i } });
          await tx.execute(sql`select pg_sleep(random() * 0.02)`);
        });
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => append(i % 2 ? other.db : fresh.db, i)),
      );
      const result = await verifyAuditChain(fresh.db, 7);
      expect(result).toEqual({ ok: true, checked: before + 40, brokenAt: null });
    } finally {
      await other.close();
      await fresh.close();
    }
  }, 60_000);
});

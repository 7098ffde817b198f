import { asc, eq, sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database";
import type { Database } from "./client";
import { rawRows, readTogether, rows } from "./read-together";

const probe = pgTable("read_together_probe", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  local: timestamp("local"),
  data: jsonb("data").$type<{ tags: string[] }>(),
  done: boolean("done").notNull(),
});
const other = pgTable("read_together_other", {
  id: integer("id").primaryKey(),
  probeId: integer("probe_id").notNull(),
  name: text("name").notNull(),
});

describe("readTogether: several reads in one statement", () => {
  let database: Database;
  let statements: string[];
  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await db.execute(sql`create table read_together_probe (id int primary key, name text not null,
      at timestamptz not null, local timestamp, data jsonb, done boolean not null)`);
    await db.execute(
      sql`create table read_together_other (id int primary key, probe_id int not null, name text not null)`,
    );
    await db.insert(probe).values([
      {
        id: 1,
        name: "satu",
        at: new Date("2026-11-28T01:02:03.456Z"),
        local: new Date("2026-11-28T08:00:00.000Z"),
        data: { tags: ["a", "b"] },
        done: true,
      },
      {
        id: 2,
        name: "dua",
        at: new Date("2026-01-01T00:00:00.000Z"),
        local: null,
        data: null,
        done: false,
      },
      {
        id: 3,
        name: "tiga",
        at: new Date("2025-06-30T23:59:59.999Z"),
        local: null,
        data: null,
        done: false,
      },
    ]);
    await db.insert(other).values([
      { id: 10, probeId: 1, name: "lain" },
      { id: 11, probeId: 3, name: "lagi" },
    ]);
    // Every statement the client is sent, to count the round trips.
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query;
    statements = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      statements.push(String(args[0]));
      return query.apply(this, args);
    };
  });
  afterAll(() => database.close());

  it("answers each part as the query alone would, in one statement", async () => {
    const { db } = database;
    const all = () => db.select().from(probe).orderBy(asc(probe.id));
    // Two columns named alike (`name`): each keeps its own value.
    const joined = () =>
      db
        .select({ id: probe.id, name: probe.name, otherName: other.name, n: sql<number>`1 + 1` })
        .from(probe)
        .innerJoin(other, eq(other.probeId, probe.id))
        .orderBy(asc(other.id));
    const alone = { all: await all(), joined: await joined() };
    statements.length = 0;
    const together = await readTogether(db, {
      all: rows(all()),
      joined: rows(joined()),
      none: rows(db.select().from(probe).where(eq(probe.id, 99))),
      raw: rawRows<{ id: number; name: string }>(
        sql`select id, name from read_together_probe where done order by id`,
      ),
      skipped: null,
    });
    expect(statements).toHaveLength(1);
    expect(together.all).toEqual(alone.all);
    expect(together.all[0]?.at).toBeInstanceOf(Date);
    expect(together.all[0]?.at.toISOString()).toBe("2026-11-28T01:02:03.456Z");
    expect(together.all[0]?.data).toEqual({ tags: ["a", "b"] });
    expect(together.all.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(together.joined).toEqual(alone.joined);
    expect(together.joined).toEqual([
      { id: 1, name: "satu", otherName: "lain", n: 2 },
      { id: 3, name: "tiga", otherName: "lagi", n: 2 },
    ]);
    expect(together.none).toEqual([]);
    expect(together.raw).toEqual([{ id: 1, name: "satu" }]);
    expect(together.skipped).toEqual([]);
  });

  it("sends nothing when every part is absent", async () => {
    statements.length = 0;
    expect(await readTogether(database.db, { a: null, b: null })).toEqual({ a: [], b: [] });
    expect(statements).toEqual([]);
  });
});

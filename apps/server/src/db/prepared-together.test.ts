import { asc, eq, sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database";
import { statementsOf } from "../test/statements";
import type { Database } from "./client";
import { prepared, preparedTogether, rawRows, rows } from "./prepared-together";

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

describe("preparedTogether: several reads in one prepared statement", () => {
  let database: Database;
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
  });
  afterAll(() => database.close());

  /** The probe and its other rows, as the detail reads its parts. */
  const probeParts = preparedTogether(
    "read_together_probe",
    (db, p: { id: number | null; done: boolean; ids: number[] }) => ({
      one: rows(
        db
          .select()
          .from(probe)
          .where(eq(probe.id, p.id as number)),
      ),
      // Two columns named alike (`name`): each keeps its own value.
      joined: rows(
        db
          .select({ id: probe.id, name: probe.name, otherName: other.name, n: sql<number>`1 + 1` })
          .from(probe)
          .innerJoin(other, eq(other.probeId, probe.id))
          .where(sql`${probe.id} = any(${p.ids}::int[])`)
          .orderBy(asc(other.id)),
      ),
      raw: rawRows<{ id: number; name: string }>(
        sql`select id, name from read_together_probe where done = ${p.done} order by id`,
      ),
    }),
  );

  it("answers each part as the query alone would, in one statement", async () => {
    const { db } = database;
    const alone = {
      one: await db.select().from(probe).where(eq(probe.id, 1)),
      joined: await db
        .select({ id: probe.id, name: probe.name, otherName: other.name, n: sql<number>`1 + 1` })
        .from(probe)
        .innerJoin(other, eq(other.probeId, probe.id))
        .orderBy(asc(other.id)),
    };
    const statements = await statementsOf(db, async () => {
      const together = await probeParts(db, { id: 1, done: true, ids: [1, 2, 3] });
      expect(together.one).toEqual(alone.one);
      expect(together.one[0]?.at).toBeInstanceOf(Date);
      expect(together.one[0]?.at.toISOString()).toBe("2026-11-28T01:02:03.456Z");
      expect(together.one[0]?.data).toEqual({ tags: ["a", "b"] });
      expect(together.joined).toEqual(alone.joined);
      expect(together.joined).toEqual([
        { id: 1, name: "satu", otherName: "lain", n: 2 },
        { id: 3, name: "tiga", otherName: "lagi", n: 2 },
      ]);
      expect(together.raw).toEqual([{ id: 1, name: "satu" }]);
    });
    expect(statements).toHaveLength(1);
  });

  it("leaves out the condition of a value not given: a statement per shape", async () => {
    const { db } = database;
    const names = preparedTogether(
      "read_together_names",
      (_db, p: { done?: boolean; from?: number }) => ({
        names: rawRows<{ name: string }>(sql`select name from read_together_probe where true
          ${p.done === undefined ? sql`` : sql`and done = ${p.done}`}
          ${p.from === undefined ? sql`` : sql`and id >= ${p.from}`}
          order by id`),
      }),
    );
    const statements = await statementsOf(db, async () => {
      expect((await names(db, {})).names.map((r) => r.name)).toEqual(["satu", "dua", "tiga"]);
      expect((await names(db, { done: false })).names.map((r) => r.name)).toEqual(["dua", "tiga"]);
      expect((await names(db, { done: false, from: 3 })).names.map((r) => r.name)).toEqual([
        "tiga",
      ]);
      expect((await names(db, { done: true, from: undefined })).names.map((r) => r.name)).toEqual([
        "satu",
      ]);
    });
    expect(statements).toHaveLength(4);
    // Three shapes: no filter, done, done and from.
    expect(new Set(statements).size).toBe(3);
  });

  it("sends the same statement with other values, and a null reads nothing", async () => {
    const { db } = database;
    const statements = await statementsOf(db, async () => {
      const other = await probeParts(db, { id: null, done: false, ids: [3] });
      expect(other.one).toEqual([]);
      expect(other.joined.map((r) => r.otherName)).toEqual(["lagi"]);
      expect(other.raw.map((r) => r.name)).toEqual(["dua", "tiga"]);
      const again = await probeParts(db, { id: 2, done: true, ids: [] });
      expect(again.one.map((r) => r.name)).toEqual(["dua"]);
      expect(again.joined).toEqual([]);
    });
    // One statement a call, the same text each time.
    expect(statements).toHaveLength(2);
    expect(new Set(statements).size).toBe(1);
  });

  it("decodes a prepared select's rows as Drizzle would, finding each decoder once", async () => {
    const { db } = database;
    // An `sql` field that counts how often its decoder is looked up.
    const doubled = sql<number>`${probe.id} * 2`.mapWith(Number);
    const decoder = (doubled as unknown as { decoder: unknown }).decoder;
    let lookups = 0;
    Object.defineProperty(doubled, "decoder", {
      get: () => {
        lookups += 1;
        return decoder;
      },
    });
    const fields = { id: probe.id, at: probe.at, local: probe.local, data: probe.data, doubled };
    const byName = prepared("read_together_decoded", (db, p: { from: number }) =>
      db.select(fields).from(probe).where(sql`${probe.id} >= ${p.from}`).orderBy(asc(probe.id)),
    );
    const first = await byName(db, { from: 1 });
    const again = await byName(db, { from: 1 });
    lookups = 0;
    const third = await byName(db, { from: 1 });
    // Before, Drizzle looked the decoder up again for every row it mapped.
    expect(lookups).toBe(0);
    const plain = await db
      .select({ ...fields, doubled: sql<number>`${probe.id} * 2`.mapWith(Number) })
      .from(probe)
      .orderBy(asc(probe.id));
    expect(first).toEqual(plain);
    expect(again).toEqual(plain);
    expect(third).toEqual(plain);
    expect(third[0]?.at).toBeInstanceOf(Date);
    expect(third[0]?.doubled).toBe(2);
    expect(third[1]?.local).toBeNull();
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, pgliteClient } from "./client";
import { listen } from "./listen";
import { prepareInPglite } from "./pglite-thread";

describe("embedded database (PGlite)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
  });
  afterAll(() => database.close());

  it("runs on a thread of its own: the server's thread goes on while a statement runs", async () => {
    const client = pgliteClient(database);
    // Counts the event loop's turns while one long statement runs: each turn is a moment the
    // server could read or answer a request. On the server's thread, PGlite ran the statement
    // in one go, and no turn came until it ended.
    let turns = 0;
    let running = true;
    const turn = () => {
      if (!running) return;
      turns++;
      setTimeout(turn, 1);
    };
    setTimeout(turn, 1);
    const started = performance.now();
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from generate_series(1, 3000000)",
    );
    const took = performance.now() - started;
    running = false;
    expect(result.rows[0]?.n).toBe(3000000);
    // A turn at least every 20 ms of the statement (a timer of 1 ms, on a loaded machine).
    expect(turns).toBeGreaterThanOrEqual(Math.floor(took / 20));
    expect(took).toBeGreaterThan(100);
  });

  it("runs a transaction alone, rolled back whole on error", async () => {
    const client = pgliteClient(database);
    await client.exec("create table turn_probe (n int)");
    const failing = client.transaction(async (tx) => {
      await tx.query("insert into turn_probe values (1)");
      throw new Error("stop");
    });
    const reader = client.query<{ n: number }>("select count(*)::int as n from turn_probe");
    await expect(failing).rejects.toThrow("stop");
    expect((await reader).rows[0]?.n).toBe(0);
    // Committed when it returns; a statement sent meanwhile waits for the commit.
    const committed = client.transaction(async (tx) => {
      await tx.query("insert into turn_probe values (2)");
      await tx.query("insert into turn_probe values (3)");
      return "done";
    });
    const after = client.query<{ n: number }>("select count(*)::int as n from turn_probe");
    expect(await committed).toBe("done");
    expect((await after).rows[0]?.n).toBe(2);
  });

  it("keeps PostgreSQL's fields of an error, as the server reads them", async () => {
    await database.db.execute(
      sql`create table unique_probe (n int constraint unique_probe_n unique)`,
    );
    await database.db.execute(sql`insert into unique_probe values (1)`);
    const error = await database.db.execute(sql`insert into unique_probe values (1)`).then(
      () => null,
      (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
    );
    expect(error?.cause).toMatchObject({ code: "23505", constraint: "unique_probe_n" });
  });

  it("keeps a nested transaction's savepoint, and Drizzle's dates as PostgreSQL wrote them", async () => {
    await database.db.execute(sql`create table savepoint_probe (n int, at timestamptz)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into savepoint_probe values (1, '2026-11-29 10:00:00+07')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into savepoint_probe values (2, now())`);
          throw new Error("undo the inner one");
        })
        .catch(() => undefined);
    });
    const result = await database.db.execute(sql`select n, at from savepoint_probe`);
    const rows = (result as unknown as { rows: { n: number; at: unknown }[] }).rows;
    expect(rows).toEqual([{ n: 1, at: "2026-11-29 03:00:00+00" }]);
  });

  it("parses a statement marked as prepared once, then binds and executes it", async () => {
    const client = pgliteClient(database);
    await client.exec(`create table prepared_probe (n int primary key, at timestamptz, tags text[]);
      insert into prepared_probe values (1, '2026-11-30 08:00:00+07', '{a,b}'), (2, null, null)`);
    const text = "select n, at, tags from prepared_probe where n = $1 or $2::text[] && tags";
    prepareInPglite(text);
    const statementsLike = async () =>
      (
        await client.query<{ n: number }>(
          "select count(*)::int as n from pg_prepared_statements where statement = $1",
          [text],
        )
      ).rows[0]?.n;
    expect(await statementsLike()).toBe(0);
    // Values serialized by their described types (an array, a null); Drizzle's parsers (dates
    // kept as text) and row modes apply as in `query`.
    const first = await client.query(text, [2, ["b"]], {
      rowMode: "array",
      parsers: { 1184: (value: string) => value },
    });
    expect(first.rows).toEqual([
      [1, "2026-11-30 01:00:00+00", ["a", "b"]],
      [2, null, null],
    ]);
    const second = await client.query<{ n: number }>(text, [1, null]);
    expect(second.rows.map((row) => row.n)).toEqual([1]);
    expect(second.fields.map((field) => field.name)).toEqual(["n", "at", "tags"]);
    expect(await statementsLike()).toBe(1);
    // In a transaction, the same statement; a failure leaves the database usable.
    const inside = await client.transaction((tx) => tx.query<{ n: number }>(text, [2, null]));
    expect(inside.rows).toEqual([{ n: 2, at: null, tags: null }]);
    await expect(client.query(text, ["dua", null])).rejects.toMatchObject({ code: "22P02" });
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into prepared_probe values (3, null, null)");
        await tx.query(text, ["tiga", null]);
      }),
    ).rejects.toMatchObject({ code: "22P02" });
    const after = await client.query<{ n: number }>(text, [3, ["a"]]);
    expect(after.rows.map((row) => row.n)).toEqual([1]);
    expect(await statementsLike()).toBe(1);
  });

  it("tells each listener what LISTEN hears, until it stops", async () => {
    const client = pgliteClient(database);
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await client.listen("probe", (payload) => first.push(payload));
    const stopSecond = await client.listen("probe", (payload) => second.push(payload));
    await client.query("select pg_notify('probe', 'satu')");
    await stopFirst();
    await client.query("select pg_notify('probe', 'dua')");
    await stopSecond();
    await client.query("select pg_notify('probe', 'tiga')");
    await client.query("select 1");
    expect(first).toEqual(["satu"]);
    expect(second).toEqual(["satu", "dua"]);
  });
});

describe("the embedded database's thread, ended", () => {
  it("closed with calls in flight, answers or fails each one, and refuses the next", async () => {
    const database = await openDatabase({ kind: "pglite" });
    const client = pgliteClient(database);
    const settle = (query: Promise<unknown>) =>
      query.then(
        () => "answered",
        (error: Error) => error.message,
      );
    const waiting = settle(client.query("select pg_sleep(0.3)"));
    const closing = database.close();
    // Sent while the thread closes: the thread may end before it answers.
    const late = settle(client.query("select pg_sleep(0.3)"));
    await closing;
    expect(["answered", "PGlite is closed"]).toContain(await waiting);
    expect(await late).toMatch(/closed/i);
    await expect(client.query("select 1")).rejects.toThrow("PGlite is closed");
  });

  it("fails every call waiting and after, with why, instead of hanging", async () => {
    const database = await openDatabase({ kind: "pglite" });
    const client = pgliteClient(database);
    // The thread killed under a statement (an out-of-memory abort ends it the same way).
    const worker = (client as unknown as { worker: { terminate(): Promise<number> } }).worker;
    const waiting = client.query("select pg_sleep(0.5)");
    await worker.terminate();
    await expect(waiting).rejects.toThrow(/PGlite thread ended/);
    await expect(client.query("select 1")).rejects.toThrow(/PGlite thread ended/);
    await database.close();
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))("PostgreSQL pool", () => {
  it("plans every connection's statements without parallel workers or JIT", async () => {
    const database = await openDatabase({
      kind: "postgres",
      url: process.env.DATABASE_URL ?? "",
      poolSize: 3,
    });
    try {
      // Three at once: three connections of the pool, each set up as it opened.
      const settings = await Promise.all(
        [1, 2, 3].map(async () => {
          const result = await database.db.execute(
            sql`select current_setting('jit') as jit,
              current_setting('max_parallel_workers_per_gather') as workers, pg_sleep(0.05)`,
          );
          const [row] = (result as unknown as { rows: { jit: string; workers: string }[] }).rows;
          return { jit: row?.jit, workers: row?.workers };
        }),
      );
      expect(settings).toEqual(Array(3).fill({ jit: "off", workers: "0" }));
    } finally {
      await database.close();
    }
  });

  /** One connection in each pool, as tight as a deployment could set them. */
  const onePerPool = () =>
    openDatabase({
      kind: "postgres",
      url: process.env.DATABASE_URL ?? "",
      poolSize: 1,
      transactionPoolSize: 1,
    });
  /** What `work` answers within 2 s, else "waited". */
  const within = <T>(work: Promise<T>) =>
    Promise.race([work, new Promise((resolve) => setTimeout(() => resolve("waited"), 2_000))]);
  /** A promise and the function that settles it. */
  const signal = () => {
    let settle: () => void = () => undefined;
    const settled = new Promise<true>((resolve) => {
      settle = () => resolve(true);
    });
    return { settled, settle };
  };

  it("answers a lone statement while every transaction connection is held", async () => {
    const database = await onePerPool();
    const held = signal();
    try {
      // The one transaction connection is taken, as an approval holds it while its PDF renders.
      const begun = signal();
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        begun.settle();
        await held.settled;
      });
      await begun.settled;
      const answer = within(
        database.db.execute(sql`select 42 as n`).then((result) => {
          return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
        }),
      );
      expect(await answer).toBe(42);
      held.settle();
      await transaction;
    } finally {
      held.settle();
      await database.close();
    }
  });

  it("holds the startup lock and LISTEN on connections outside the transaction pool", async () => {
    const database = await onePerPool();
    const { db } = database;
    const heard: string[] = [];
    const listening = signal();
    const unlisten = listen(db, "pool_probe", {
      onMessage: (payload) => heard.push(payload),
      onState: (on) => on && listening.settle(),
    });
    try {
      // A transaction under the startup lock, as migrating and seeding run.
      const underLock = database.exclusive(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          return "done";
        }),
      );
      expect(await within(underLock)).toBe("done");
      expect(await within(listening.settled)).toBe(true);
      // The listener holds its connection for good; the one transaction connection stays free.
      const written = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('pool_probe', 'hello')`);
        return "committed";
      });
      expect(await within(written)).toBe("committed");
      await expect.poll(() => heard).toEqual(["hello"]);
    } finally {
      await unlisten();
      await database.close();
    }
  });
});

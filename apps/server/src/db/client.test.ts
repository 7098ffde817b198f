import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, pgliteClient } from "./client";
import { listen } from "./listen";

describe("embedded database (PGlite)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
  });
  afterAll(() => database.close());

  it("lets the server run between queued statements instead of running the queue in one go", async () => {
    const client = pgliteClient(database);
    // Counts the event loop's turns while the statements wait in PGlite's queue: each turn is
    // a moment the server could read or answer a request.
    let turns = 0;
    let running = true;
    const turn = () => {
      if (!running) return;
      turns++;
      setImmediate(turn);
    };
    setImmediate(turn);
    const statements = 10;
    const results = await Promise.all(
      Array.from({ length: statements }, () =>
        client.query<{ n: number }>("select count(*)::int as n from generate_series(1, 20000)"),
      ),
    );
    running = false;
    expect(results.map((result) => result.rows[0]?.n)).toEqual(Array(statements).fill(20000));
    expect(turns).toBeGreaterThanOrEqual(statements);
  });

  it("still runs a transaction as one turn, rolled back whole on error", async () => {
    const client = pgliteClient(database);
    await client.exec("create table turn_probe (n int)");
    const failing = client.transaction(async (tx) => {
      await tx.query("insert into turn_probe values (1)");
      throw new Error("stop");
    });
    const reader = client.query<{ n: number }>("select count(*)::int as n from turn_probe");
    await expect(failing).rejects.toThrow("stop");
    expect((await reader).rows[0]?.n).toBe(0);
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

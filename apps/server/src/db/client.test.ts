import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, pgliteClient } from "./client";

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

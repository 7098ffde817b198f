import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database";
import { eventually } from "../test/eventually";
import type { Database } from "./client";
import {
  MAINTENANCE_IDLE_MS,
  MAINTENANCE_OVERDUE_MS,
  maintenanceDue,
  startMaintenance,
  tablesDue,
  vacuumDue,
} from "./maintenance";

/** The statistics reach pg_stat_user_tables a moment after the statements that made them. */
const statsSettle = 5_000;
const names = async (database: Database) =>
  (await tablesDue(database.db)).map((table) => table.name);

describe("database maintenance (the embedded database's autovacuum)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table maintenance_probe (id int primary key, v text)`);
    await database.db.execute(
      sql`insert into maintenance_probe select g, 'baru' from generate_series(1, 2000) g`,
    );
    await database.db.execute(sql`vacuum (analyze) maintenance_probe`);
  });
  afterAll(() => database.close());

  it("finds a table whose rows were mostly updated, and vacuums it until it is not due", async () => {
    expect(await names(database)).not.toContain("maintenance_probe");
    // Every row updated: 2,000 old rows left behind, past 50 + 20% of 2,000.
    await database.db.execute(sql`update maintenance_probe set v = 'dibaca'`);
    const due = await eventually(
      () => names(database),
      (found) => found.includes("maintenance_probe"),
      statsSettle,
    );
    expect(due).toContain("maintenance_probe");
    const [probe] = (await tablesDue(database.db)).filter((t) => t.name === "maintenance_probe");
    expect(probe?.deadRows).toBeGreaterThanOrEqual(2000);

    const done = await vacuumDue(database.db);
    expect(done.map((table) => table.name)).toContain("maintenance_probe");
    const after = await eventually(
      () => names(database),
      (found) => !found.includes("maintenance_probe"),
      statsSettle,
    );
    expect(after).not.toContain("maintenance_probe");
    const result = await database.db.execute(sql`select n_dead_tup::int as dead,
      last_analyze is not null or last_autoanalyze is not null as analyzed
      from pg_stat_user_tables where relname = 'maintenance_probe'`);
    const [left] = (result as unknown as { rows: { dead: number; analyzed: boolean }[] }).rows;
    expect(left).toEqual({ dead: 0, analyzed: true });
  });

  it("leaves a table with a few changes alone", async () => {
    await database.db.execute(sql`update maintenance_probe set v = 'sekali' where id <= 10`);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await names(database)).not.toContain("maintenance_probe");
  });

  it("runs rounds from the timer only in a quiet minute: the whole database first, then the tables due", async () => {
    const rounds: string[][] = [];
    let lastRequest = Date.now();
    const stop = startMaintenance({
      db: database.db,
      lastRequest: () => lastRequest,
      report: (done) => rounds.push(done.map((table) => table.name)),
      onError: (error) => {
        throw error;
      },
      everyMs: 20,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rounds).toEqual([]);
      lastRequest = Date.now() - MAINTENANCE_IDLE_MS;
      await eventually(
        async () => rounds,
        (r) => r.length > 0,
        statsSettle,
      );
      expect(rounds[0]).toEqual(["*"]);
      // Requests again: the next change waits for the next quiet minute.
      lastRequest = Date.now();
      await database.db.execute(sql`update maintenance_probe set v = 'lagi'`);
      await eventually(
        () => names(database),
        (found) => found.includes("maintenance_probe"),
        statsSettle,
      );
      expect(rounds).toHaveLength(1);
      lastRequest = Date.now() - MAINTENANCE_IDLE_MS;
      await eventually(
        async () => rounds,
        (r) => r.some((round) => round.includes("maintenance_probe")),
        statsSettle,
      );
    } finally {
      await stop();
    }
    expect(rounds.slice(1).flat()).toContain("maintenance_probe");
    expect(rounds.slice(1).flat()).not.toContain("*");
  });
});

describe("maintenanceDue", () => {
  const now = Date.UTC(2026, 10, 28, 12);
  it("waits for a quiet minute", () => {
    expect(maintenanceDue({ now, lastRequest: now - 5_000, lastRound: now - 3_600_000 })).toBe(
      false,
    );
    expect(
      maintenanceDue({ now, lastRequest: now - MAINTENANCE_IDLE_MS, lastRound: now - 60_000 }),
    ).toBe(true);
  });
  it("runs a day after the last round even when requests never stop", () => {
    expect(
      maintenanceDue({ now, lastRequest: now - 10, lastRound: now - MAINTENANCE_OVERDUE_MS }),
    ).toBe(true);
  });
});

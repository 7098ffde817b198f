import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { type ServerProcess, startServer } from "../fault/server-process";
import { serverDataFromTemplate } from "../fault/test-data";
import { soak } from "./soak";

// The short form of `npm run soak` (20 users, 20 s); on PostgreSQL only, as the soak is.
const onPostgres = inject("dbTemplate").kind === "postgres";
let data: Awaited<ReturnType<typeof serverDataFromTemplate>> | null = null;
let server: ServerProcess | null = null;
beforeAll(async () => {
  if (!onPostgres) return;
  data = await serverDataFromTemplate();
  server = await startServer({
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl ?? "",
    ACCESS_TOKEN_TTL: "3600",
  });
});
afterAll(async () => {
  await server?.stop();
  await data?.cleanup();
});

it.skipIf(!onPostgres)(
  "20 users for 20 s: no 5xx, memory steady",
  async () => {
    if (!server) throw new Error("no server");
    const report = await soak({
      url: server.url,
      pid: server.pid,
      users: 20,
      durationS: 20,
      // Far busier than people: a short run still covers every action many times.
      thinkMs: [200, 1000],
      log: () => undefined,
    });
    expect(report.serverErrors).toBe(0);
    expect(report.requests).toBeGreaterThan(100);
    for (const action of ["inbox", "open", "approve", "dispose"])
      expect(report.actions[action]?.n ?? 0).toBeGreaterThan(0);
    expect(report.rssMb.length).toBeGreaterThan(5);
  },
  120_000,
);

import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.inject({
    method: "POST",
    url: "/api/egs/token",
    payload: { username: "tamu-asing", password: "salah" },
    remoteAddress: "192.168.7.9",
  });
  await t.as("admin")({ method: "GET", url: "/egs/audit-log" });
  await t.login("kabid", DEMO_PASSWORD);
});
afterAll(() => t.close());

const list = (query: string) => t.as("admin")({ method: "GET", url: `/egs/audit-log?${query}` });

describe("GET /egs/audit-log", () => {
  it("is for administrators only", async () => {
    for (const user of ["sekretariat", "staf"]) {
      const res = await t.as(user)({ method: "GET", url: "/egs/audit-log" });
      expect(res.statusCode).toBe(403);
      const verify = await t.as(user)({ method: "GET", url: "/egs/audit-log/verify" });
      expect(verify.statusCode).toBe(403);
    }
  });

  it("lists newest first, paged 10/20/50", async () => {
    const res = await list("per_page=20");
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json();
    expect(meta.per_page).toBe(20);
    const seqs = items.map((i: { seq: number }) => i.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect((await list("per_page=15")).statusCode).toBe(422);
  });

  it("filters by action, username, IP, target type and date", async () => {
    const failed = (await list("action=login_failed")).json().items;
    expect(failed[0]).toMatchObject({
      action: "login_failed",
      username: "tamu-asing",
      ip: "192.168.7.9",
      detail: { username: "tamu-asing" },
    });
    const kabid = (await list("username=KABI")).json().items;
    expect(kabid.length).toBeGreaterThan(0);
    expect(kabid.every((i: { username: string }) => i.username === "kabid")).toBe(true);
    const byIp = (await list("ip=192.168.")).json().items;
    expect(byIp.map((i: { username: string }) => i.username)).toEqual(["tamu-asing"]);
    const users = (await list("target_type=user&action=login")).json();
    expect(users.meta.total).toBeGreaterThanOrEqual(2);
    expect((await list("start_date=2000-01-01&end_date=2000-01-31")).json().meta.total).toBe(0);
  });

  it("verifies the chain", async () => {
    const res = await t.as("admin")({ method: "GET", url: "/egs/audit-log/verify" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, brokenAt: null });
    expect(res.json().checked).toBeGreaterThanOrEqual(3);
  });
});

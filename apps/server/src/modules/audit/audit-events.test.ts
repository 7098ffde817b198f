import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { desc, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { act, nipOfUser, send, typicalLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";
import { verifyAuditChain } from "./audit-chain";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastSeq = async () =>
  (await t.db.select({ seq: auditLog.seq }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1))[0]
    ?.seq ?? 0;
/** The entries written since `seq`, oldest first. */
const since = (seq: number) =>
  t.db.select().from(auditLog).where(gt(auditLog.seq, seq)).orderBy(auditLog.seq);

const from = { remoteAddress: "10.20.30.40", headers: { "user-agent": "Peramban Uji/1.0" } };

describe("every audited event writes its entry", () => {
  it("a failed sign-in: the username tried, address and user agent", async () => {
    const start = await lastSeq();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: "penyusup", password: "salah-sekali" },
      ...from,
    });
    expect(res.statusCode).toBe(401);
    const [entry] = await since(start);
    expect(entry).toMatchObject({
      action: "login_failed",
      userId: null,
      username: "penyusup",
      ip: "10.20.30.40",
      userAgent: "Peramban Uji/1.0",
      detail: { username: "penyusup", reason: "unknown_user" },
    });
  });

  it("sign-in, password change and logout of the user", async () => {
    const start = await lastSeq();
    const login = await t.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: "kabid", password: DEMO_PASSWORD },
      ...from,
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.access_token as string;
    const bearer = { authorization: `Bearer ${token}`, "user-agent": "Peramban Uji/1.0" };
    const changed = await t.app.inject({
      method: "POST",
      url: "/egs/pegawai-egs/api/user/change-password",
      headers: bearer,
      remoteAddress: "10.20.30.40",
      payload: {
        old_password: DEMO_PASSWORD,
        new_password: "KataSandiBaru#2026",
        new_password_confirmation: "KataSandiBaru#2026",
      },
    });
    expect(changed.statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/egs/revoke",
      headers: bearer,
      remoteAddress: "10.20.30.40",
      payload: {},
    });
    expect(out.statusCode).toBeLessThan(300);
    const rows = await since(start);
    expect(rows.map((r) => r.action)).toEqual(["login", "password_changed", "logout"]);
    for (const row of rows)
      expect(row).toMatchObject({ username: "kabid", ip: "10.20.30.40", targetType: "user" });
    expect(rows[0]?.userAgent).toBe("Peramban Uji/1.0");
  });

  it("a letter signed, and one cancelled by its reviewer", async () => {
    const signed = await send(t, await typicalLetter(t, {}, ["kadis"]));
    const cancelled = await send(t, await typicalLetter(t, {}, ["kadis"]));
    expect([signed.statusCode, cancelled.statusCode], signed.body).toEqual([200, 200]);
    const start = await lastSeq();
    expect((await act(t, "kadis", signed.json().items.id, "setuju")).statusCode).toBe(200);
    const cancelling = await act(t, "kadis", cancelled.json().items.id, "batalkan", {
      keterangan: "Acara ditunda",
    });
    expect(cancelling.statusCode, cancelling.body).toBe(200);
    const rows = (await since(start)).filter((r) => r.action !== "login");
    expect(rows.map((r) => [r.action, r.targetType, r.targetId])).toEqual([
      ["letter_signed", "surat", signed.json().items.id],
      ["letter_cancelled", "surat", cancelled.json().items.id],
    ]);
  });

  it("permission and status changes, password reset, by the administrator", async () => {
    const admin = t.as("admin");
    const nip = await nipOfUser(t.db, "sekdis");
    const access = await admin({ method: "GET", url: `/egs/master/menu/${nip}` });
    const start = await lastSeq();
    expect(access.statusCode).toBe(200);
    const menus = access.json().items.menu as number[];
    const saved = await admin({
      method: "POST",
      url: "/egs/master/users/menu",
      payload: { peg_nip: nip, menu: menus.slice(1), user_level: 8 },
    });
    expect(saved.statusCode).toBe(200);
    const off = await admin({
      method: "GET",
      url: `/api/egs/list/pegawai/${nip}/ganti-status?status=nonaktif`,
    });
    expect(off.statusCode).toBe(200);
    const reset = await admin({
      method: "GET",
      url: `/egs/pegawai-egs/api/user/reset-password/${nip}`,
    });
    expect(reset.statusCode).toBe(200);
    const rows = await since(start);
    expect(rows.map((r) => r.action)).toEqual([
      "menus_changed",
      "user_level_changed",
      "user_status_changed",
      "password_reset",
    ]);
    expect(rows.every((r) => r.username === "admin" && r.targetType === "user")).toBe(true);
    expect(rows[1]?.detail).toMatchObject({ username: "sekdis", from: 9, to: 8 });
  });

  it("a deletion of master data, and none for a refused one", async () => {
    const admin = t.as("admin");
    const created = await admin({
      method: "POST",
      url: "/egs/pegawai-egs/api/satuan-kerja",
      payload: { code: "9.99", name: "Badan Uji Audit", address: "Jl. Uji", sapk_id: "UJI-99" },
    });
    expect(created.statusCode).toBeLessThan(300);
    const start = await lastSeq();
    {
      const id = created.json().items.id as number;
      const gone = await admin({
        method: "DELETE",
        url: `/egs/pegawai-egs/api/satuan-kerja/${id}`,
      });
      expect(gone.statusCode).toBe(200);
      const rows = await since(start);
      expect(rows.map((r) => [r.action, r.targetId])).toEqual([
        ["satuan_kerja_deleted", String(id)],
      ]);
    }
    const refused = await admin({ method: "DELETE", url: "/egs/pegawai-egs/api/satuan-kerja/1" });
    expect(refused.statusCode).toBe(409);
    expect((await since(await lastSeq())).length).toBe(0);
  });

  it("keeps the chain whole", async () => {
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });
});

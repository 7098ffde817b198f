import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, authSession, refreshToken } from "../../db/schema";
import { sha256 } from "../../lib/ids";
import { createTestApp, type TestApp } from "../../test/harness";

// Issue 25 item 3: a refresh inside the grace window must not fork the session.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refresh_token: string, client: { ip?: string; ua?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/egs/token/refresh",
    payload: { refresh_token },
    remoteAddress: client.ip ?? "127.0.0.1",
    headers: { "user-agent": client.ua ?? "lightMyRequest" },
  });

const me = (token: string, username: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/egs/user?username=${username}`,
    headers: { authorization: `Bearer ${token}` },
  });

const sessionOf = async (token: string) =>
  (
    await t.db
      .select({ id: refreshToken.sessionId })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, sha256(token)))
  )[0]?.id ?? "";

const tokensOfSession = async (sessionId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(refreshToken)
      .where(eq(refreshToken.sessionId, sessionId))
  )[0]?.n;

describe("refreshing one token more than once inside the grace window", () => {
  it("answers ten parallel refreshes with one successor: the session has one chain", async () => {
    const first = await t.login("kabid");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(first.refresh_token)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((res) => res.json().data.refresh_token));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as [string];
    expect(successor).not.toBe(first.refresh_token);
    // Stored: the login's token and its one successor, nothing else.
    const sessionId = await sessionOf(first.refresh_token);
    expect(await tokensOfSession(sessionId)).toBe(2);
    // Every answered access token belongs to that one session and works.
    for (const res of answers)
      expect((await me(res.json().data.access_token, "kabid")).statusCode).toBe(200);
    // The chain goes on from the successor, and the spent first token is reuse from then on.
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.json().diagnostic.code).toBe("REFRESH_REUSED");
    expect((await me(next.json().data.access_token, "kabid")).statusCode).toBe(401);
  });

  it("gives a second party the owner's successor, not a chain of its own, and records it", async () => {
    const stolen = await t.login("sekdis");
    const sessionId = await sessionOf(stolen.refresh_token);
    const owner = await refresh(stolen.refresh_token);
    const thief = await refresh(stolen.refresh_token, { ip: "203.0.113.9", ua: "curl/8.0" });
    expect(thief.statusCode).toBe(200);
    expect(thief.json().data.refresh_token).toBe(owner.json().data.refresh_token);
    expect(await tokensOfSession(sessionId)).toBe(2);
    const replays = await t.db
      .select({ ip: auditLog.ip, userAgent: auditLog.userAgent, detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "refresh_replay"),
          sql`${auditLog.detail}->>'session_id' = ${sessionId}`,
        ),
      );
    expect(replays).toEqual([
      { ip: "203.0.113.9", userAgent: "curl/8.0", detail: { session_id: sessionId } },
    ]);
    // Whoever moves the chain on first makes the other's later try a reuse: the session ends.
    const ownerNext = await refresh(owner.json().data.refresh_token);
    expect(ownerNext.statusCode).toBe(200);
    const late = await refresh(stolen.refresh_token, { ip: "203.0.113.9", ua: "curl/8.0" });
    expect(late.json().diagnostic.code).toBe("REFRESH_REUSED");
    const [session] = await t.db
      .select({ reason: authSession.revokedReason })
      .from(authSession)
      .where(eq(authSession.id, sessionId));
    expect(session?.reason).toBe("refresh_reuse");
  });

  it("records nothing when the same browser repeats the refresh (two tabs)", async () => {
    const shared = await t.login("staf");
    const sessionId = await sessionOf(shared.refresh_token);
    const [a, b] = await Promise.all([
      refresh(shared.refresh_token),
      refresh(shared.refresh_token),
    ]);
    expect(a.json().data.refresh_token).toBe(b.json().data.refresh_token);
    const replays = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "refresh_replay"),
          sql`${auditLog.detail}->>'session_id' = ${sessionId}`,
        ),
      );
    expect(replays[0]?.n).toBe(0);
  });

  it("still ends the session for a spent token after the grace window", async () => {
    const first = await t.login("kabid");
    const second = await refresh(first.refresh_token);
    await t.db.execute(sql`update refresh_token set used_at = now() - interval '1 minute'
      where token_hash = ${sha256(first.refresh_token)}`);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.json().diagnostic.code).toBe("REFRESH_REUSED");
    expect((await me(second.json().data.access_token, "kabid")).statusCode).toBe(401);
  });
});

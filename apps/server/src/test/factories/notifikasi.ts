import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { notification } from "../../db/schema/notification";

/** Every notification of a demo login, oldest first. */
export async function notificationsOf(db: DbOrTx, username: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  const rows = await db.select().from(notification).where(eq(notification.userId, user.id));
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

/** Counts the notifications of each demo login, for "exactly these people" assertions. */
export async function notificationCounts(db: DbOrTx, usernames: string[]) {
  const counts: Record<string, number> = {};
  for (const name of usernames) counts[name] = (await notificationsOf(db, name)).length;
  return counts;
}

export type StreamEvent = { event: string; data: unknown; at: number };

/**
 * Opens `GET /api/egs/stream` on a listening server and collects its events. `next(event)`
 * waits for the next event of that name.
 */
export async function openTestStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/egs/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream failed: ${res.status}`);
  const events: StreamEvent[] = [];
  const waiters: { name: string; resolve: (e: StreamEvent) => void }[] = [];
  let buffer = "";
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf("\n\n");
        const name = block.match(/^event: (.*)$/m)?.[1];
        const data = block.match(/^data: (.*)$/m)?.[1];
        if (!name || data === undefined) continue;
        const event = { event: name, data: JSON.parse(data), at: Date.now() };
        const waiter = waiters.findIndex((w) => w.name === name);
        if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(event);
        else events.push(event);
      }
    }
  };
  const done = pump().catch(() => undefined);
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    /** The next event of this name (already received ones first). */
    next(name: string, timeoutMs = 5000): Promise<StreamEvent> {
      const index = events.findIndex((e) => e.event === name);
      if (index >= 0) return Promise.resolve(events.splice(index, 1)[0] as StreamEvent);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${name}' event`)), timeoutMs);
        waiters.push({
          name,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    /** Whether the server ended the stream within `ms`. */
    async endedWithin(ms: number) {
      return Promise.race([done.then(() => true), new Promise((r) => setTimeout(r, ms, false))]);
    },
    close() {
      controller.abort();
    },
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthUser } from "../../lib/auth-user";
import * as repo from "./notifikasi.repository";
import type { ChannelMessage } from "./realtime";

/** A comment line keeps proxies from closing an idle stream; the session is checked as often. */
export const HEARTBEAT_MS = 25_000;

const open = new Set<() => void>();

/** Ends every open stream (before the server closes, so closing does not wait on them). */
export function endAllStreams() {
  for (const end of [...open]) end();
}

/**
 * `GET /api/egs/stream`: Server-Sent Events of one signed-in tab. Sends `counters` at once and
 * after every change, and `notification` (the item and the new counters) for each new one. Ends
 * when the session ends (logout, password change, deactivation) or the client goes away.
 */
export function openStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthUser,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  const send = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  let queue = Promise.resolve();
  const onMessage = (message: ChannelMessage) => {
    // One at a time, in order: counters sent after a notification are never older than it.
    queue = queue
      .then(async () => {
        const counters = await repo.countersOf(app.db, auth.userId);
        const item = message.id ? await repo.findItem(app.db, auth, message.id) : null;
        if (item) send("notification", { notification: item, counters });
        else send("counters", counters);
      })
      .catch((error) => request.log.warn({ err: error }, "stream message failed"));
  };
  const unsubscribe = app.realtime.subscribe(auth.userId, onMessage);

  const heartbeat = setInterval(() => {
    res.write(": ping\n\n");
    app
      .sessionActive(auth.sessionId)
      .then((active) => {
        if (!active) end();
      })
      .catch(() => undefined);
  }, HEARTBEAT_MS);

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(end);
    res.end();
  };
  open.add(end);
  request.raw.on("close", end);

  res.write("retry: 3000\n\n");
  void repo
    .countersOf(app.db, auth.userId)
    .then((counters) => send("counters", counters))
    .catch(() => end());
}

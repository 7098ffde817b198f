import fp from "fastify-plugin";
import { Lru } from "../lib/lru";
import { audienceOf } from "./data-version";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * `user`: the answer to GET is cached per user and URL until any data changes. Only for
     * read-only routes whose answer depends on nothing but the user, the URL and the day.
     */
    cache?: "user";
  }
}

/**
 * Even with no change heard, an entry is dropped after this: the guard against a notice lost
 * without error (a lost connection is heard, and then nothing is served). It was 30 s while any
 * change dropped every entry; with changes dropping only their audience's entries, a person's
 * list lives until something of theirs changes, and 30 s was shorter than the time between two
 * readings of one list (the agency's day of the bench: 0.7% hits, most misses expired ones).
 */
const TTL_MS = 5 * 60_000;
/** A thousand people with a few lists each; MAX_BYTES bounds the memory whatever the count. */
const MAX_ENTRIES = 20_000;
/** Strings are counted at two bytes a character. */
const MAX_BYTES = 50 * 1024 * 1024;
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

interface Entry {
  version: number;
  at: number;
  status: number;
  type: string;
  payload: string;
}

/** Where a request stands: served from the cache, or to be stored at `version` under `key`. */
const kState = Symbol("responseCache");
type State = { hit: true } | { hit: false; key: string; audience: string[]; version: number };
type WithState = { [kState]?: State };

/**
 * Answers are dated (overdue dispositions, this month's counts): a new day is a new key.
 * Asia/Jakarta keeps UTC+7 all year.
 */
const jakartaDay = (now: number) => new Date(now + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Per-user response cache of the hot read-only lists (ARCHITECTURE.md §6 budgets). An entry is
 * valid while the user's version (`app.dataVersion.listsOf`) has not moved since the handler
 * started: a committed change that concerns the user (a letter they wrote, review or received,
 * their notifications) or everyone (master data) drops it; a change among other people leaves
 * it. Registered before compression: it stores and replays the plain serialized body, which is
 * then compressed per request as usual.
 */
export default fp(
  async (app) => {
    const entries = new Lru<string, Entry>(MAX_ENTRIES, MAX_BYTES, (e) => e.payload.length * 2);

    // preHandler runs after the route's onRequest authentication: a revoked session gets 401.
    app.addHook("preHandler", async (request, reply) => {
      if (request.routeOptions.config.cache !== "user" || request.method !== "GET") return;
      const versions = app.dataVersion;
      const auth = request.auth;
      if (!auth || !versions.listening) return;
      if (/\bno-cache\b/.test(request.headers["cache-control"] ?? "")) {
        reply.header("x-cache", "bypass");
        return;
      }
      const now = Date.now();
      const key = `${auth.userId} ${jakartaDay(now)} ${request.url}`;
      const audience = audienceOf(auth);
      const version = versions.listsOf(audience);
      const entry = entries.get(key);
      if (entry && entry.version === version && now - entry.at < TTL_MS) {
        (request as WithState)[kState] = { hit: true };
        reply.code(entry.status).header("content-type", entry.type).header("x-cache", "hit");
        return reply.send(entry.payload);
      }
      (request as WithState)[kState] = { hit: false, key, audience, version };
      // Why: never read (or pushed out), dropped by a change of theirs, or too old.
      const why = !entry ? "absent" : entry.version !== version ? "changed" : "expired";
      reply.header("x-cache", "miss").header("x-cache-miss", why);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const state = (request as WithState)[kState];
      if (!state || state.hit) return payload;
      const versions = app.dataVersion;
      // A change during the request may or may not be in the answer: not worth keeping.
      if (
        reply.statusCode === 200 &&
        typeof payload === "string" &&
        versions.listening &&
        versions.listsOf(state.audience) === state.version
      ) {
        entries.set(state.key, {
          version: state.version,
          at: Date.now(),
          status: reply.statusCode,
          type: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
          payload,
        });
      }
      return payload;
    });
  },
  { name: "response-cache", dependencies: ["data-version"] },
);

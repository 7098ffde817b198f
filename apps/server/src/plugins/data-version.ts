import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { listen, type Unlisten } from "../db/listen";

/** The channel the data tables notify at commit (migration 0012_data_change_notices). */
export const DATA_CHANNEL = "lontar_data_changed";

/** Tables that only decide who is signed in: they change on every login and refresh. */
const SESSION_ONLY = new Set(["auth_session", "refresh_token"]);
/**
 * Tables read by the session check (findActiveSession) that lists read too: the user, their
 * employee record and the menus they hold (the permission checks answer from the session).
 */
const SESSION_TOO = new Set(["users", "pegawai", "user_menu", "menu"]);

/**
 * GET routes that write (delete, lock, change a user's status). They count as writes, like
 * every non-GET request, so that a list cached around them is never served. Opening a letter
 * (`/egs/mail/:id`, `/egs/mail-sekretariat/:id`) marks it read only the first time: those
 * handlers move the versions themselves when they did, not on every opening.
 */
export const WRITING_GETS = new Set([
  "/egs/mail/:id/delete",
  "/egs/arsip/:id/toggle",
  "/egs/arsip/deleted/:id/restore",
  "/api/egs/list/pegawai/:nip/ganti-status",
  "/egs/pegawai-egs/api/user/reset-password/:nip",
]);

/**
 * Versions of what this instance may have cached: `lists` for answers read from the data,
 * `sessions` for session checks. Any change makes them move, so an entry stamped with an older
 * version is never used. They move on the database's notices (changes committed by any
 * instance or job) and, synchronously, around this instance's own writing requests.
 */
export class DataVersion {
  lists = 0;
  sessions = 0;
  /** False while the notices cannot be heard: then nothing cached may be trusted. */
  listening = false;
  private unlisten: Unlisten | null = null;

  /** Both versions move: a write may touch anything. */
  bump(): void {
    this.lists++;
    this.sessions++;
  }

  /** A notice of a committed change to `table`. */
  changed(table: string): void {
    if (!SESSION_ONLY.has(table)) this.lists++;
    if (SESSION_ONLY.has(table) || SESSION_TOO.has(table)) this.sessions++;
  }

  start(db: Db, onError: (error: Error) => void): void {
    this.unlisten = listen(db, DATA_CHANNEL, {
      onMessage: (table) => this.changed(table),
      onError,
      onState: (up) => {
        // Changes made while deaf are unknown: whatever was cached before is suspect.
        this.bump();
        this.listening = up;
      },
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    this.listening = false;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    dataVersion: DataVersion;
  }
}

const writes = (request: FastifyRequest) =>
  (request.method !== "GET" && request.method !== "HEAD") ||
  WRITING_GETS.has(request.routeOptions.url ?? "");

/**
 * Listens for the change notices and moves the versions around writing requests: at the start,
 * so that a read overlapping the write is not cached, and at the end (before the answer
 * leaves), so that the writer's next request on this instance sees its own change even before
 * the notice arrives.
 */
export default fp(
  async (app, opts: { db: Db }) => {
    const versions = new DataVersion();
    versions.start(opts.db, (error) =>
      app.log.warn({ err: error }, "change-notice listener lost its connection; reconnecting"),
    );
    app.decorate("dataVersion", versions);
    app.addHook("onRequest", async (request) => {
      if (writes(request)) versions.bump();
    });
    app.addHook("onSend", async (request, _reply, payload) => {
      if (writes(request)) versions.bump();
      return payload;
    });
    // An answer that never got to onSend (client gone) still ends a write.
    app.addHook("onResponse", async (request) => {
      if (writes(request)) versions.bump();
    });
    app.addHook("onClose", async () => versions.stop());
  },
  { name: "data-version" },
);

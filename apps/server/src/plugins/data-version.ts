import { USER_LEVEL } from "@lontar/contracts/user";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { listen, type Unlisten } from "../db/listen";
import type { Viewer } from "../lib/letter-visibility";

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
 * Tables that no cached answer reads (the lists, the dashboard, the notifications): a change
 * there leaves the cached lists alone. The letter's files, numbers, signatures, paraf, search
 * index, case file (berkas: every signed letter is filed) and push subscriptions are written
 * with the letters, but shown only in its detail and the records screens.
 * response-cache.test.ts checks that no cached route reads one of them.
 */
export const UNREAD_BY_LISTS = new Set([
  "agenda_counter",
  "berkas",
  "berkas_isi",
  "esign_log",
  "file_text",
  "mail_attachment",
  "mail_paraf",
  "mail_reference",
  "nomor_counter",
  "push_subscription",
  "search_document",
  "signature_specimen",
  "signed_document",
  "signing_key",
  "stored_file",
]);

/**
 * The keys of the changes that concern `user`'s lists: as a user (`u`), as an employee (`p`)
 * and, for a secretariat, their work unit's letters (`s`).
 */
export function audienceOf(user: Viewer): string[] {
  const keys = [`u${user.userId}`, `p${user.pegawaiId}`];
  if (user.userLevel === USER_LEVEL.sekretariat) keys.push(`s${user.satuanKerjaId}`);
  return keys;
}

/**
 * Versions of what this instance may have cached: `listsOf(audience)` for answers read from
 * the data, `sessions` for session checks. A change makes them move, so an entry stamped with
 * an older version is never used. They move on the database's notices (changes committed by
 * any instance or job) and, synchronously, around this instance's own writing requests.
 *
 * The lists' versions follow whom a change concerns: a notice naming people (`table:u1,p2,s3`)
 * moves only their lists; one naming only a table moves everyone's. Both come from one clock,
 * so a user's version is the latest change heard that concerned them or everyone.
 */
export class DataVersion {
  sessions = 0;
  /** False while the notices cannot be heard: then nothing cached may be trusted. */
  listening = false;
  private clock = 0;
  /** When a change concerning everyone was last heard. */
  private everyone = 0;
  /** When a change concerning each key was last heard, since `everyone`. */
  private readonly touched = new Map<string, number>();
  private unlisten: Unlisten | null = null;

  /** The version of the lists of whoever `audience` names. */
  listsOf(audience: readonly string[]): number {
    let version = this.everyone;
    for (const key of audience) version = Math.max(version, this.touched.get(key) ?? 0);
    return version;
  }

  /** A change that may concern anyone, sessions included. */
  bump(): void {
    this.sessions++;
    this.everyone = ++this.clock;
    // Every key touched before is older than `everyone` now.
    this.touched.clear();
  }

  /** A change that concerns the lists of the people `keys` names. */
  touch(keys: Iterable<string>): void {
    const at = ++this.clock;
    for (const key of keys) this.touched.set(key, at);
  }

  /**
   * This instance wrote for `user` (or for nobody signed in): the sessions move, and the
   * writer's lists, so that their next request here sees their own change. The lists of the
   * others it concerns move when its notice arrives, a moment after the commit.
   */
  wrote(user: Viewer | null | undefined): void {
    this.sessions++;
    if (user) this.touch(audienceOf(user));
  }

  /** A notice of a committed change: `table`, or `table:key,key` naming whom it concerns. */
  changed(payload: string): void {
    const colon = payload.indexOf(":");
    const table = colon < 0 ? payload : payload.slice(0, colon);
    if (SESSION_ONLY.has(table) || SESSION_TOO.has(table)) this.sessions++;
    if (SESSION_ONLY.has(table) || UNREAD_BY_LISTS.has(table)) return;
    if (colon < 0) {
      this.everyone = ++this.clock;
      this.touched.clear();
    } else this.touch(payload.slice(colon + 1).split(","));
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
 * Listens for the change notices and moves the versions around writing requests: the sessions
 * at the start, so that a session check overlapping the write is not cached, and the sessions
 * and the writer's lists at the end (before the answer leaves), so that the writer's next
 * request on this instance sees their own change even before the notice arrives. A list read
 * overlapping someone else's write is stamped before the write's notice arrives, so the notice
 * drops it.
 */
export default fp(
  async (app, opts: { db: Db }) => {
    const versions = new DataVersion();
    versions.start(opts.db, (error) =>
      app.log.warn({ err: error }, "change-notice listener lost its connection; reconnecting"),
    );
    app.decorate("dataVersion", versions);
    app.addHook("onRequest", async (request) => {
      if (writes(request)) versions.sessions++;
    });
    app.addHook("onSend", async (request, _reply, payload) => {
      if (writes(request)) versions.wrote(request.auth);
      return payload;
    });
    // An answer that never got to onSend (client gone) still ends a write.
    app.addHook("onResponse", async (request) => {
      if (writes(request)) versions.wrote(request.auth);
    });
    app.addHook("onClose", async () => versions.stop());
  },
  { name: "data-version" },
);

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD, type TokenPair } from "@lontar/contracts/auth";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { type Database, type Db, driverOf } from "../db/client";
import { type FileStorage, localDiskStorage } from "../modules/files/files.storage";
import type { UploadLimits } from "../modules/files/upload-limits";
import type { TrackingOptions } from "../modules/tracking/tracking.plugin";
import { DATA_CHANNEL } from "../plugins/data-version";
import { openTestDatabase } from "./database";
import { eventually } from "./eventually";
import { TEST_PUSH_SERVICE_HOSTS } from "./factories/push";
import { testSigning } from "./signing";

export const TEST_JWT_SECRET = "test-secret-of-at-least-thirty-two-characters";
export const TEST_TRACKING_SECRET = "test-tracking-secret-of-at-least-thirty-two-characters";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The app's private file storage folder (removed on close). */
  filesDir: string;
  close(): Promise<void>;
  /** Logs in through the API and returns the token pair; throws when login fails. */
  login(username: string, password?: string): Promise<TokenPair>;
  /** `app.inject` with the bearer token of `username` (logged in once, then cached). */
  as(username: string): (options: InjectOptions) => Promise<LightMyRequestResponse>;
}

/** Builds the app on a private copy of the seeded database. */
export async function createTestApp(
  overrides: {
    accessTokenTtl?: number;
    tracking?: TrackingOptions;
    /** An already open database (a second instance on one PostgreSQL); the caller closes it. */
    database?: Database;
    /** Behind a reverse proxy: X-Forwarded-* headers are believed. */
    trustProxy?: boolean;
    /** A storage shared with another instance (S3); a private folder `filesDir` otherwise. */
    storage?: FileStorage;
    /** Logins one address may attempt a minute; 60 otherwise. */
    loginPerMinute?: number;
    /** Upload rate and quota; the defaults otherwise. */
    uploads?: UploadLimits;
    /** Serve the API docs at /docs (on unless false, as outside production). */
    apiDocs?: boolean;
    /** The Android app's download address (ANDROID_APP_URL); none unless given. */
    androidAppUrl?: string | null;
  } = {},
): Promise<TestApp> {
  const { database: shared, storage, ...options } = overrides;
  const database = shared ?? (await openTestDatabase());
  const filesDir = await mkdtemp(path.join(os.tmpdir(), "lontar-files-"));
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    logLevel: "silent",
    storage: storage ?? localDiskStorage(filesDir),
    signing: testSigning(),
    tracking: { secret: TEST_TRACKING_SECRET },
    // Tests subscribe browsers on a made-up host and on the local stand-in push service.
    push: { serviceHosts: TEST_PUSH_SERVICE_HOSTS },
    ...options,
  });
  const heard = heardAllOf(app, database.db);
  const tokens = new Map<string, string>();
  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username, password },
    });
    if (res.statusCode !== 200)
      throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().data as TokenPair;
  };
  return {
    app,
    db: database.db,
    filesDir,
    login,
    as: (username) => async (options) => {
      let token = tokens.get(username);
      if (!token) {
        token = (await login(username)).access_token;
        tokens.set(username, token);
      }
      const res = await app.inject({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${token}` },
      });
      await heard();
      return res;
    },
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `t` hears the change notices (LISTEN in place): its caches serve from then on. */
export async function untilListening(t: TestApp) {
  await eventually(
    async () => t.app.dataVersion.listening,
    (up) => up,
    5000,
  );
}

/** The marker notices `heardAllOf` sends; the app never sees them. */
const FLUSH = "test_flush:";

/**
 * A wait until `app` has heard every change notice committed before it is called. The app
 * drops another person's cached list when it hears the notice of a change that concerns them,
 * a moment after the writer's answer has left (plugins/data-version.ts): a test that wrote as
 * one user and reads as another would race that notice (it did, on a loaded CI machine). The
 * database delivers a connection's notices in commit order, so once a marker sent after the
 * answer is heard, every notice before it has been too. The marker goes around the drizzle
 * client, so that `statementsOf` and `drizzleStatementsOf` never count it.
 */
function heardAllOf(app: FastifyInstance, db: Db): () => Promise<void> {
  const versions = app.dataVersion;
  const waiting = new Map<string, () => void>();
  const changed = versions.changed.bind(versions);
  versions.changed = (payload) => {
    if (!payload.startsWith(FLUSH)) return changed(payload);
    waiting.get(payload)?.();
  };
  const client = driverOf(db);
  const notify = async (marker: string) => {
    if ("listen" in client) {
      await client.exec(`select pg_notify('${DATA_CHANNEL}', '${marker}')`);
      return;
    }
    const connection = await client.connect();
    try {
      await connection.query("select pg_notify($1, $2)", [DATA_CHANNEL, marker]);
    } finally {
      connection.release();
    }
  };
  let sent = 0;
  return async () => {
    if (!versions.listening) return;
    const marker = `${FLUSH}${++sent}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      waiting.set(marker, resolve);
      // A notice lost with its connection: the listener says so and nothing is served cached.
      timer = setTimeout(resolve, 5000);
    });
    try {
      // A database gone (the outage tests close it) has nothing more to tell.
      const delivered = await notify(marker).then(
        () => true,
        () => false,
      );
      if (delivered) await arrived;
    } finally {
      clearTimeout(timer);
      waiting.delete(marker);
    }
  };
}

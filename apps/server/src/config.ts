import { createECDH, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_POOL_SIZE, DEFAULT_TRANSACTION_POOL_SIZE } from "./db/client";
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "./modules/files/upload-limits";
import { DEFAULT_PUSH_SERVICE_HOSTS } from "./modules/push/push.rules";

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl?: string;
  /**
   * PostgreSQL connections this instance opens at most: for lone statements (most reads,
   * DATABASE_POOL_SIZE) and for transactions (DATABASE_TRANSACTION_POOL_SIZE).
   */
  databasePool: { statements: number; transactions: number };
  production: boolean;
  /** Seed the demo organisation into an empty database (refused in production). */
  seedDemo: boolean;
  jwtSecret: string;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /** Logins one address may attempt a minute (LOGIN_RATE_PER_MINUTE). */
  loginPerMinute: number;
  /** Refresh-token lifetime in seconds. */
  refreshTokenTtl: number;
  /** Built web app to serve; null serves the API only. */
  webDist: string | null;
  /** Trust X-Forwarded-For from a reverse proxy. */
  trustProxy: boolean;
  /** Serve the API documentation (/docs, /docs/json) to anyone: off in production by default. */
  apiDocs: boolean;
  /** Download address of the Android app, offered on /unsupport-browser; null hides the link. */
  androidAppUrl: string | null;
  logLevel: string;
  /** Public address for QR codes on signed letters; each request's host when unset. */
  publicUrl: string | null;
  /** SMTP server for the outbox (e.g. `smtp://user:pass@mail.example:587`), and the sender address. */
  smtp: { url: string; from: string } | null;
  /** An instance CA given from outside (PEM files); generated into DATA_DIR/signing otherwise. */
  signingCa: { certFile?: string; keyFile?: string };
  /** HMAC key of the public-tracking captcha and download links. */
  captchaSecret: string;
  /** Web Push (VAPID) identity; every instance of a deployment needs the same keys. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Push services browsers' subscriptions may name; the known browsers' services when unset. */
  pushServiceHosts: string[];
  /** An S3-compatible bucket for the files; null keeps them under DATA_DIR/files. */
  s3: S3Config | null;
  /** Each user's upload rate and unattached quota, and when unattached uploads are swept. */
  uploads: UploadLimits;
  /**
   * Read the text of queued PDFs and scans (text layer, else OCR) in the background, for the
   * search (modules/pencarian/baca-teks). Off for a server that must not spend CPU on it.
   */
  textWorker: boolean;
  /**
   * A file holding the day (YYYY-MM-DD) the records' life cycle is read on, for rehearsing
   * retention and disposal on a test instance; ignored in production. Null: today.
   */
  recordsDayFile: string | null;
}

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix?: string;
}

interface Secrets {
  jwtSecret: string;
  captchaSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/** A P-256 key pair for VAPID, base64url: the uncompressed public point and the private scalar. */
function vapidKeyPair() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    vapidPublicKey: ecdh.getPublicKey().toString("base64url"),
    // The scalar may come out shorter than 32 bytes; VAPID wants exactly 32.
    vapidPrivateKey: Buffer.from(ecdh.getPrivateKey("hex").padStart(64, "0"), "hex").toString(
      "base64url",
    ),
  };
}

/** Reads the secrets file in `dataDir`, creating it with fresh random values on first start. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "secrets.json");
  const fresh = () => randomBytes(48).toString("base64url");
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  if (stored.jwtSecret && stored.captchaSecret && stored.vapidPublicKey && stored.vapidPrivateKey)
    return stored as Secrets;
  // Files written before a secret existed get the missing one added; the others are kept.
  const vapid =
    stored.vapidPublicKey && stored.vapidPrivateKey
      ? { vapidPublicKey: stored.vapidPublicKey, vapidPrivateKey: stored.vapidPrivateKey }
      : vapidKeyPair();
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? fresh(),
    captchaSecret: stored.captchaSecret ?? fresh(),
    ...vapid,
  };
  writeFileSync(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
  return secrets;
}

const defaultWebDist = path.resolve(import.meta.dirname, "../../web/dist");

/** Builds the configuration from environment variables (see README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // npm runs the server inside apps/server; relative paths mean the folder npm was started in.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, env.DATA_DIR ?? "data");
  const production = env.NODE_ENV === "production";
  const jwtSecret = env.JWT_SECRET ?? loadOrCreateSecrets(dataDir).jwtSecret;
  const captchaSecret = env.CAPTCHA_SECRET ?? loadOrCreateSecrets(dataDir).captchaSecret;
  const vapid = vapidFromEnv(env) ?? loadOrCreateSecrets(dataDir);
  const publicUrl = env.PUBLIC_URL || null;
  const webDist = env.WEB_DIST ? path.resolve(base, env.WEB_DIST) : defaultWebDist;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: {
      statements: positiveFromEnv(env, "DATABASE_POOL_SIZE", DEFAULT_POOL_SIZE),
      transactions: positiveFromEnv(
        env,
        "DATABASE_TRANSACTION_POOL_SIZE",
        DEFAULT_TRANSACTION_POOL_SIZE,
      ),
    },
    production,
    seedDemo: env.SEED_DEMO !== "false",
    jwtSecret,
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? 900),
    loginPerMinute: positiveFromEnv(env, "LOGIN_RATE_PER_MINUTE", 60),
    refreshTokenTtl: Number(env.REFRESH_TOKEN_TTL ?? 60 * 60 * 24 * 30),
    webDist: existsSync(path.join(webDist, "index.html")) ? webDist : null,
    trustProxy: env.TRUST_PROXY === "true",
    apiDocs: env.API_DOCS ? env.API_DOCS === "true" : !production,
    androidAppUrl: androidAppUrlFromEnv(env),
    logLevel: env.LOG_LEVEL ?? (production ? "info" : "warn"),
    publicUrl,
    smtp: env.SMTP_URL
      ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? "Lontar <no-reply@localhost>" }
      : null,
    signingCa: {
      certFile: env.SIGNING_CA_CERT ? path.resolve(base, env.SIGNING_CA_CERT) : undefined,
      keyFile: env.SIGNING_CA_KEY ? path.resolve(base, env.SIGNING_CA_KEY) : undefined,
    },
    captchaSecret,
    vapid: {
      publicKey: vapid.vapidPublicKey,
      privateKey: vapid.vapidPrivateKey,
      // Push services want a contact: a mailto: address or an https: page of the operator.
      subject:
        env.VAPID_SUBJECT ||
        (publicUrl?.startsWith("https://") ? publicUrl : "mailto:admin@localhost"),
    },
    pushServiceHosts: env.PUSH_SERVICE_HOSTS
      ? env.PUSH_SERVICE_HOSTS.split(",")
          .map((host) => host.trim())
          .filter(Boolean)
      : DEFAULT_PUSH_SERVICE_HOSTS,
    s3: s3FromEnv(env),
    uploads: uploadsFromEnv(env),
    textWorker: env.TEXT_WORKER !== "false",
    recordsDayFile:
      env.RECORDS_DAY_FILE && !production ? path.resolve(base, env.RECORDS_DAY_FILE) : null,
  };
}

/** The number in `env[name]`, which must be more than 0; `fallback` when unset. */
function positiveFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`${name} harus berupa angka lebih dari 0.`);
  return value;
}

/** UPLOAD_MAX_PER_HOUR, UPLOAD_UNATTACHED_QUOTA_MB, UPLOAD_UNATTACHED_HOURS; defaults otherwise. */
function uploadsFromEnv(env: NodeJS.ProcessEnv): UploadLimits {
  const positive = (name: string, fallback: number) => positiveFromEnv(env, name, fallback);
  const d = DEFAULT_UPLOAD_LIMITS;
  return {
    perHour: positive("UPLOAD_MAX_PER_HOUR", d.perHour),
    unattachedBytes:
      positive("UPLOAD_UNATTACHED_QUOTA_MB", d.unattachedBytes / 1024 / 1024) * 1024 * 1024,
    unattachedHours: positive("UPLOAD_UNATTACHED_HOURS", d.unattachedHours),
  };
}

/** S3_BUCKET switches the file storage to S3; the other S3_ variables say how to reach it. */
function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error("S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY harus diisi keduanya.");
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || "us-east-1",
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    prefix: env.S3_PREFIX || undefined,
  };
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY come together or not at all. */
function vapidFromEnv(env: NodeJS.ProcessEnv) {
  const { VAPID_PUBLIC_KEY: vapidPublicKey, VAPID_PRIVATE_KEY: vapidPrivateKey } = env;
  if (!vapidPublicKey && !vapidPrivateKey) return null;
  if (!vapidPublicKey || !vapidPrivateKey)
    throw new Error("VAPID_PUBLIC_KEY dan VAPID_PRIVATE_KEY harus diisi keduanya.");
  return { vapidPublicKey, vapidPrivateKey };
}

/** ANDROID_APP_URL, an http(s) address; unset or empty means no link. */
function androidAppUrlFromEnv(env: NodeJS.ProcessEnv): string | null {
  const raw = env.ANDROID_APP_URL?.trim();
  if (!raw) return null;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol))
    throw new Error("ANDROID_APP_URL harus berupa alamat http:// atau https://.");
  return raw;
}

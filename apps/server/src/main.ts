import path from "node:path";
import { buildApp } from "./app";
import { configFromEnv } from "./config";
import { openDatabase } from "./db/client";
import { startMaintenance } from "./db/maintenance";
import { berkasClock, dayFromFile } from "./modules/berkas/berkas.clock";
import { loadOrCreateCa } from "./modules/esign/certificates";
import { localSignatureProvider } from "./modules/esign/signature-provider";
import { localDiskStorage } from "./modules/files/files.storage";
import { startUploadSweeper, sweepUploads } from "./modules/files/files.sweeper";
import { startDeadlineReminders } from "./modules/notifikasi/deadline-reminder";
import { sendPending, startOutboxSender } from "./modules/outbox/outbox.sender";
import { startTextWorker } from "./modules/pencarian/baca-teks/text-worker";
import { sendPendingPushes } from "./modules/push/push.sender";
import { isEmpty, seedDemo } from "./seed/demo";
import { seedDemoLetters } from "./seed/demo-letters";
import { needsReference, seedReference } from "./seed/reference";
import { closePdfPool, warmPdfPool } from "./workers/pdf-pool";

const config = configFromEnv();
const database = await openDatabase(
  config.databaseUrl
    ? {
        kind: "postgres",
        url: config.databaseUrl,
        poolSize: config.databasePool.statements,
        transactionPoolSize: config.databasePool.transactions,
      }
    : { kind: "pglite", dataDir: `${config.dataDir}/pglite` },
);
const ca = await loadOrCreateCa(path.join(config.dataDir, "signing"), config.signingCa);
const storage = await openStorage();

/** One storage for every module and every instance: S3 when S3_BUCKET is set, else the disk. */
async function openStorage() {
  if (!config.s3) return localDiskStorage(path.join(config.dataDir, "files"));
  // The S3 client loads only when a bucket is set (it is a large module).
  const { s3Storage } = await import("./modules/files/files.storage-s3");
  // Uploads are spooled locally while hashed, then sent to the bucket.
  const s3 = s3Storage({ ...config.s3, spoolDir: path.join(config.dataDir, "tmp") });
  const bucket = config.s3.bucket;
  await s3.check().catch((error: Error & { $metadata?: { httpStatusCode?: number } }) => {
    const status = error.$metadata?.httpStatusCode ?? "-";
    throw new Error(`Bucket S3 "${bucket}" tidak dapat diakses (${error.name}, HTTP ${status})`, {
      cause: error,
    });
  });
  return s3;
}

// Instances starting together take turns here: the first migrates and seeds, the others
// then find nothing left to do.
if (config.recordsDayFile) berkasClock.today = dayFromFile(config.recordsDayFile);

await database.exclusive(async () => {
  await database.migrate();
  if (await needsReference(database.db)) await seedReference(database.db);
  if (!(await isEmpty(database.db))) return;
  if (config.production) {
    console.warn("Database kosong: seed demo ditolak karena NODE_ENV=production.");
  } else if (config.seedDemo) {
    console.log("Database kosong: mengisi organisasi demo Kabupaten Contoh…");
    await seedDemo(database.db, { production: config.production, ca });
    await seedDemoLetters(database.db, {
      storage,
      provider: localSignatureProvider(),
      baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    });
  }
});

const app = await buildApp({
  db: database.db,
  jwtSecret: config.jwtSecret,
  accessTokenTtl: config.accessTokenTtl,
  refreshTokenTtl: config.refreshTokenTtl,
  loginPerMinute: config.loginPerMinute,
  webDist: config.webDist,
  trustProxy: config.trustProxy,
  apiDocs: config.apiDocs,
  androidAppUrl: config.androidAppUrl,
  logLevel: config.logLevel,
  storage,
  signing: { ca, publicUrl: config.publicUrl },
  tracking: { secret: config.captchaSecret },
  push: { vapid: config.vapid, serviceHosts: config.pushServiceHosts },
  uploads: config.uploads,
});

// Requests are answered from here on. The background jobs below start after: their first
// rounds (the deadline reminder, the upload sweep) run their queries now, and on the embedded
// database a query holds the server's thread.
await app.listen({ port: config.port, host: config.host });
// The PDF worker threads load their modules now rather than during the first approval; after
// listening, so that on a small machine they do not slow the start down.
// A shutdown waits for it: closing the pool under it would report a failure that is none.
const pdfWarm = warmPdfPool().catch((error) =>
  app.log.warn({ err: error }, "PDF workers failed to start"),
);

// Uploads no record took within UPLOAD_UNATTACHED_HOURS, and bytes without a row, are removed.
const stopSweeper = startUploadSweeper(
  () =>
    sweepUploads(
      database.db,
      storage,
      new Date(Date.now() - config.uploads.unattachedHours * 3_600_000),
    ),
  (error) => app.log.warn({ err: error }, "upload sweep failed"),
);

// The text of letters' PDFs and scans (OCR) is read from the file_text queue for the search.
const stopTextWorker = config.textWorker
  ? startTextWorker({
      db: database.db,
      storage,
      warn: (message, error) => app.log.warn(error ? { err: error } : {}, message),
    })
  : () => Promise.resolve();

// E-mails wait in the outbox table; with an SMTP server configured they are sent from here.
const nodemailer = config.smtp ? (await import("nodemailer")).default : null;
const stopOutbox = nodemailer
  ? startOutboxSender(() =>
      sendPending(
        database.db,
        storage,
        nodemailer.createTransport(config.smtp?.url),
        config.smtp?.from ?? "",
      ),
    )
  : () => undefined;

// Web Push messages wait in outbox_push (queued with each notification) and go out from here.
const stopPush = startOutboxSender(
  () =>
    sendPendingPushes(database.db, {
      vapid: config.vapid,
      serviceHosts: config.pushServiceHosts,
    }).catch((error) => app.log.warn({ err: error }, "web push round failed")),
  3_000,
);

// The day before a disposition's deadline its targets are reminded (once, on any instance).
const stopReminders = startDeadlineReminders(database.db, (error) =>
  app.log.warn({ err: error }, "deadline reminders failed"),
);

// The embedded database has no autovacuum: the server vacuums and analyzes what changed, in a
// quiet minute (db/maintenance).
let lastRequest = Date.now();
app.server.on("request", () => {
  lastRequest = Date.now();
});
const stopMaintenance =
  database.kind === "pglite"
    ? startMaintenance({
        db: database.db,
        lastRequest: () => lastRequest,
        report: (done) => app.log.info({ vacuumed: done }, "database maintenance"),
        onError: (error) => app.log.warn({ err: error }, "database maintenance failed"),
      })
    : () => Promise.resolve();

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  // Rounds in flight finish first, so what they sent is stamped before the database closes.
  await Promise.all([
    stopOutbox(),
    stopPush(),
    stopSweeper(),
    stopReminders(),
    stopTextWorker(),
    stopMaintenance(),
    pdfWarm,
  ]);
  await app.close();
  await Promise.all([database.close(), closePdfPool()]);
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

console.log(
  `Lontar berjalan di http://localhost:${config.port} (database: ${database.kind === "postgres" ? "PostgreSQL" : `PGlite di ${config.dataDir}/pglite`}; berkas: ${config.s3 ? `bucket S3 ${config.s3.bucket}` : `${config.dataDir}/files`}${config.webDist ? "" : "; aplikasi web belum di-build"})`,
);

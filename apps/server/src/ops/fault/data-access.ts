import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadOrCreateSecrets } from "../../config";
import { type Db, openDatabase } from "../../db/client";

export interface DataAccess {
  db: Db;
  dataDir: string;
  filesDir: string;
  caCertPem: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
}

/**
 * Opens what a stopped server left behind (its database and DATA_DIR) for checking; PGlite
 * can only be opened once the server has let go of it.
 */
export async function withData<T>(
  options: { dataDir: string; databaseUrl?: string },
  fn: (data: DataAccess) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    options.databaseUrl
      ? { kind: "postgres", url: options.databaseUrl, poolSize: 4 }
      : { kind: "pglite", dataDir: path.join(options.dataDir, "pglite") },
  );
  try {
    const secrets = loadOrCreateSecrets(options.dataDir);
    return await fn({
      db: database.db,
      dataDir: options.dataDir,
      filesDir: path.join(options.dataDir, "files"),
      caCertPem: await readFile(path.join(options.dataDir, "signing", "ca-cert.pem"), "utf8"),
      vapid: {
        publicKey: secrets.vapidPublicKey,
        privateKey: secrets.vapidPrivateKey,
        subject: "mailto:admin@localhost",
      },
    });
  } finally {
    await database.close();
  }
}

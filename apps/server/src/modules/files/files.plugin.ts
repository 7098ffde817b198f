import os from "node:os";
import path from "node:path";
import fp from "fastify-plugin";
import type { FileRules } from "./files.access";
import { type FileStorage, localDiskStorage } from "./files.storage";
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "./upload-limits";

declare module "fastify" {
  interface FastifyInstance {
    /** Content-addressed file storage (uploads, letterheads, letters, archive files). */
    fileStorage: FileStorage;
    /** Who may download which file: the rules the domains give (modules/file-rules.ts). */
    fileRules: FileRules;
    /** Each user's upload rate and unattached quota (config.ts, UPLOAD_*). */
    uploadLimits: UploadLimits;
  }
}

/**
 * Decorates the app with the one storage every module reads and writes through; without one
 * given, a folder under the OS temp dir.
 */
export default fp(
  async (app, opts: { storage?: FileStorage; rules?: FileRules; limits?: UploadLimits }) => {
    app.decorate("fileRules", opts.rules ?? { read: [], deny: [] });
    app.decorate("uploadLimits", opts.limits ?? DEFAULT_UPLOAD_LIMITS);
    app.decorate(
      "fileStorage",
      opts.storage ?? localDiskStorage(path.join(os.tmpdir(), "lontar-files")),
    );
  },
  { name: "file-storage" },
);

import os from "node:os";
import path from "node:path";
import fp from "fastify-plugin";
import { type FileStorage, localDiskStorage } from "./files.storage";

declare module "fastify" {
  interface FastifyInstance {
    /** Content-addressed file storage (uploads, letterheads, letters, archive files). */
    fileStorage: FileStorage;
  }
}

/** Decorates the app with the file storage; `dir` defaults to a folder under the OS temp dir. */
export default fp(
  async (app, opts: { dir?: string }) => {
    app.decorate(
      "fileStorage",
      localDiskStorage(opts.dir ?? path.join(os.tmpdir(), "lontar-files")),
    );
  },
  { name: "file-storage" },
);

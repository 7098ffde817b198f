import fp from "fastify-plugin";
import type { Db } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database available to every route as `app.db`. */
export default fp(
  async (app, opts: { db: Db }) => {
    app.decorate("db", opts.db);
  },
  { name: "db" },
);

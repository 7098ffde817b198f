import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Archive: storage locations, archive types, archive items, statistics (spec 02 §7.6). */
const routes: FastifyPluginAsyncZod = async (_app) => {};

export default routes;

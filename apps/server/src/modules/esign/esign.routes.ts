import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Electronic signature: passphrase set-up, signing log, public verification. */
const routes: FastifyPluginAsyncZod = async (_app) => {};

export default routes;

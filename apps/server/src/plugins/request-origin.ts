import fp from "fastify-plugin";
import { withRequestOrigin } from "../lib/request-context";

/**
 * Keeps each request's IP address and user agent at hand for the audit log, so the services
 * writing an entry need not pass them down.
 */
export default fp(
  async (app) => {
    app.addHook("onRequest", (request, _reply, done) => {
      const agent = request.headers["user-agent"];
      withRequestOrigin({ ip: request.ip, userAgent: agent ? agent.slice(0, 500) : null }, done);
    });
  },
  { name: "request-origin" },
);

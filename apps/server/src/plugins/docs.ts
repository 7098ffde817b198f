import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The OpenAPI document, generated from the route schemas (`app.swagger()`), and — when `ui` —
 * its UI at /docs and the document at /docs/json. The UI is a browser page that cannot send a
 * bearer token, so it is either public or absent: off in production unless API_DOCS=true
 * (config.ts), since it maps every endpoint for a stranger.
 */
export default fp(
  async (app, opts: { ui: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "Lontar API",
          description: "API persuratan elektronik dan arsip Lontar",
          version: "0.1.0",
        },
        components: {
          securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
        },
      },
      transform: jsonSchemaTransform,
    });
    if (opts.ui) await app.register(swaggerUi, { routePrefix: "/docs" });
  },
  { name: "docs" },
);

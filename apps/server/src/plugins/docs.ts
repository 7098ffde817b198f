import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI document at /docs/json and its UI at /docs, generated from the route schemas. */
export default fp(
  async (app) => {
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
    await app.register(swaggerUi, { routePrefix: "/docs" });
  },
  { name: "docs" },
);

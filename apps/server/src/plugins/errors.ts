import type { ErrorBody, ErrorCode } from "@lontar/contracts/common";
import type { FastifyError, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, serviceUnavailable } from "../lib/app-error";
import { isDatabaseUnavailable, isDataException } from "../lib/db-errors";

const send = (
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string[]>,
) => {
  const body: ErrorBody = { diagnostic: { status, code, message }, ...(errors ? { errors } : {}) };
  return reply.status(status).type("application/json").send(body);
};

export const isApiPath = (url: string) =>
  url.startsWith("/api/") || url.startsWith("/egs/") || url === "/api" || url === "/egs";

/** One place that writes every error in the envelope of ARCHITECTURE.md §3. */
export default fp(
  async (app) => {
    // A schema without its own message answers in zod's Indonesian words, never its English.
    z.config(z.locales.id());
    app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
      let error = thrown;
      if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
        // Not a bug: the client may try again once the database is back (503, Retry-After).
        request.log.error({ err: error, url: request.url }, "database unavailable");
        error = serviceUnavailable();
      }
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return send(reply, error.status, error.code, error.message, error.errors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field =
            issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
            String(
              (issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join(".") ?? "",
            ) ||
            error.validationContext ||
            "request";
          errors[field] = [...(errors[field] ?? []), issue.message ?? "Tidak valid"];
        }
        return send(reply, 422, "VALIDATION_FAILED", "Data yang dikirim tidak valid", errors);
      }
      if (isDataException(error)) {
        // Logged: a schema that let the value through deserves tightening.
        request.log.warn({ err: error, url: request.url }, "input the database refused");
        return send(reply, 422, "VALIDATION_FAILED", "Data yang dikirim tidak valid");
      }
      const status = error.statusCode ?? 500;
      if (status === 429)
        return send(
          reply,
          429,
          "RATE_LIMITED",
          "Terlalu banyak permintaan. Silakan coba lagi nanti.",
        );
      if (status >= 400 && status < 500) {
        // Malformed JSON, wrong content type, oversized body: the client's fault, safe to describe.
        return send(reply, status, "VALIDATION_FAILED", "Permintaan tidak valid");
      }
      request.log.error({ err: error, url: request.url, method: request.method }, "request failed");
      return send(reply, 500, "INTERNAL", "Terjadi kesalahan pada server");
    });

    app.setNotFoundHandler((request, reply) =>
      send(
        reply,
        404,
        "NOT_FOUND",
        `Alamat ${request.method} ${request.url.split("?")[0]} tidak ditemukan`,
      ),
    );
  },
  { name: "errors" },
);

import { authMessages } from "@lontar/contracts/auth";
import type { ErrorCode } from "@lontar/contracts/common";

/** A failure the client may read: HTTP status, stable code and an Indonesian message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

// One factory per error code, so a code always travels with its status. Throw these rather
// than `new AppError(...)`.

export const unauthenticated = (message: string = authMessages.unauthenticated) =>
  new AppError(401, "UNAUTHENTICATED", message);
export const tokenExpired = (message = "Sesi anda telah berakhir, silakan login kembali.") =>
  new AppError(401, "TOKEN_EXPIRED", message);
export const invalidCredentials = (message: string) =>
  new AppError(401, "INVALID_CREDENTIALS", message);
export const refreshReused = (message: string) => new AppError(401, "REFRESH_REUSED", message);
export const userInactive = (message: string) => new AppError(403, "USER_INACTIVE", message);
export const forbidden = (message = "Anda tidak memiliki akses.") =>
  new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Data tidak ditemukan") =>
  new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new AppError(409, "CONFLICT", message, errors);
export const validationFailed = (errors: Record<string, string[]>, message?: string) =>
  new AppError(
    422,
    "VALIDATION_FAILED",
    message ?? Object.values(errors)[0]?.[0] ?? "Data tidak valid",
    errors,
  );
/** VALIDATION_FAILED with 413: an upload above the size limit. */
export const payloadTooLarge = (message: string, errors?: Record<string, string[]>) =>
  new AppError(413, "VALIDATION_FAILED", message, errors);
export const locked = (message: string) => new AppError(423, "LOCKED", message);
/** Login refused after repeated failures; `retryAfterSeconds` becomes the Retry-After header. */
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new AppError(429, "TOO_MANY_ATTEMPTS", message, undefined, {
    "retry-after": String(retryAfterSeconds),
  });
/** Login to an account under attack: a solved captcha (ALTCHA payload) must come with it. */
export const captchaRequired = (message: string) => new AppError(428, "CAPTCHA_REQUIRED", message);
export const rateLimited = (message: string) => new AppError(429, "RATE_LIMITED", message);
/**
 * The server cannot answer for now (the database is unreachable: restart, failover, outage);
 * the same request may succeed after `retryAfterSeconds`, sent as the Retry-After header.
 */
export const serviceUnavailable = (
  message = "Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.",
  retryAfterSeconds = 5,
) =>
  new AppError(503, "UNAVAILABLE", message, undefined, {
    "retry-after": String(retryAfterSeconds),
  });

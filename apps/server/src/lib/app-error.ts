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

export const unauthenticated = (message = "Unauthenticated") =>
  new AppError(401, "UNAUTHENTICATED", message);
export const forbidden = (message = "Anda tidak memiliki akses.") =>
  new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Data tidak ditemukan") =>
  new AppError(404, "NOT_FOUND", message);
export const validationFailed = (errors: Record<string, string[]>, message?: string) =>
  new AppError(
    422,
    "VALIDATION_FAILED",
    message ?? Object.values(errors)[0]?.[0] ?? "Data tidak valid",
    errors,
  );

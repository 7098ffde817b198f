import type { ErrorBody } from "@lontar/contracts/common";

/** User-facing texts of the error catalogue (spec 01 §8). */
export const errorTexts = {
  connection: "Error Message: Check your connection !",
  generic: "Something Wrong !",
  lostConnection: "You lost connection ! Please, check your connection.",
  unauthorized: "Unauthorized",
  server: (message: string) => `Terjadi Kesalahan ! Error Message : ${message}`,
  detail: (message: string) => `Error Message : ${message}`,
} as const;

/**
 * How a call failed: `server` answered with the error envelope, `network` means the
 * request got no response, `unknown` is anything else (unreadable answer, bug).
 */
export type ApiErrorKind = "server" | "network" | "unknown";

interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  code?: string | null;
  diagnosticMessage?: string | null;
  errors?: Record<string, string[]>;
  cause?: unknown;
}

/** The one error type every API call throws; `message` is already the text to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when there was no response. */
  readonly status: number | null;
  /** Stable `diagnostic.code` of the server (e.g. `INVALID_CREDENTIALS`). */
  readonly code: string | null;
  /** `diagnostic.message` exactly as the server sent it. */
  readonly diagnosticMessage: string | null;
  /** Field errors of a 422 answer. */
  readonly errors: Record<string, string[]>;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.diagnosticMessage = init.diagnosticMessage ?? null;
    this.errors = init.errors ?? {};
  }

  /** First message for a field of a validation error, if any. */
  firstError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({ kind: "network", message: errorTexts.connection, cause });
}

/** Wraps anything thrown into an ApiError so that callers handle one type. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TypeError) return networkError(error);
  return new ApiError({ kind: "unknown", message: errorTexts.generic, cause: error });
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const diagnostic = (value as { diagnostic?: unknown }).diagnostic;
  return (
    typeof diagnostic === "object" &&
    diagnostic !== null &&
    typeof (diagnostic as { message?: unknown }).message === "string"
  );
}

/** Builds the ApiError of a failed response from its `{diagnostic, errors}` envelope. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): handled as an unknown failure below.
  }
  if (!isErrorBody(body)) {
    return new ApiError({ kind: "unknown", message: errorTexts.generic, status: response.status });
  }
  const { diagnostic, errors } = body;
  return new ApiError({
    kind: "server",
    message: errorTexts.server(diagnostic.message),
    status: response.status,
    code: diagnostic.code ?? null,
    diagnosticMessage: diagnostic.message,
    errors,
  });
}

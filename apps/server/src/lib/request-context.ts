import { AsyncLocalStorage } from "node:async_hooks";

/** Where the current request comes from, for the audit log. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

/** Runs `next` (the rest of a request) with its origin available to `requestOrigin()`. */
export const withRequestOrigin = (origin: RequestOrigin, next: () => void) =>
  storage.run(origin, next);

/** The origin of the request being handled, or undefined outside a request (jobs, seeds). */
export const requestOrigin = (): RequestOrigin | undefined => storage.getStore();

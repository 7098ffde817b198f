import { useSyncExternalStore } from "react";

export type BannerType = "success" | "info" | "warning" | "error";

/** One message of the status banner (spec 01 §4). */
export interface Banner {
  type: BannerType;
  message: string;
  /** HTTP status behind the message; a 401 banner stays until closed. */
  status?: number | null;
}

let current: Banner | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a message in the application's status banner. */
export function showBanner(banner: Banner): void {
  current = { ...banner };
  emit();
}

export function clearBanner(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBanner(): Banner | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

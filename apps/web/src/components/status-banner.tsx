import { BANNER_TIMEOUT_MS } from "@lontar/contracts/timing";
import { Alert } from "antd";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { errorTexts } from "../lib/api-error";
import type { Banner } from "../lib/banner-store";

interface StatusBannerProps {
  banner: Banner | null;
  onClear: () => void;
}

/**
 * The status banner of spec 01 §4: shows a message and clears itself after
 * BANNER_TIMEOUT_MS, except for a 401 which stays until it is closed.
 */
export function StatusBanner({ banner, onClear }: StatusBannerProps) {
  const onClearRef = useRef(onClear);
  onClearRef.current = onClear;

  useEffect(() => {
    if (!banner || banner.status === 401) return;
    const timer = window.setTimeout(() => onClearRef.current(), BANNER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  if (!banner) return null;
  return (
    <Alert
      role="alert"
      type={banner.type}
      title={banner.message}
      showIcon
      closable={{ onClose: () => onClearRef.current(), "aria-label": "Tutup" }}
    />
  );
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser believes it is connected (`navigator.onLine`). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Hidden while online; says the connection is lost when `navigator.onLine` turns false. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return <Alert role="alert" type="warning" title={errorTexts.lostConnection} showIcon banner />;
}

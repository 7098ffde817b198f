import "altcha/external";
import "altcha/altcha.css";
import "./altcha-field.css";
import "altcha/i18n/id";
import type {} from "altcha/types/react";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { useEffect, useRef } from "react";

// The CSP-friendly build: no inline styles or blob workers; the worker is a file of our own.
globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

export const CAPTCHA_CHALLENGE_URL = "/egs/public/captcha-challenge";

type StateDetail = { state?: string; payload?: string };

/**
 * The ALTCHA widget (proof of work solved in the browser against our own server's challenge).
 * Reports the payload once verified, and null when it expires or fails (spec 01 §4: expiry
 * clears the token and the solved flag). Remount it (`key`) for a fresh challenge.
 */
export function AltchaField({ onChange }: { onChange: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail ?? {};
      latest.current(state === "verified" && payload ? payload : null);
    };
    const onExpired = () => latest.current(null);
    widget.addEventListener("statechange", onState);
    widget.addEventListener("expired", onExpired);
    return () => {
      widget.removeEventListener("statechange", onState);
      widget.removeEventListener("expired", onExpired);
    };
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={CAPTCHA_CHALLENGE_URL}
      language="id"
      name="captcha"
      configuration={JSON.stringify({ hideFooter: true, minDuration: 300 })}
    />
  );
}

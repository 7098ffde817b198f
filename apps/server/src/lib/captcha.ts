import { CAPTCHA_TTL_SECONDS } from "@lontar/contracts/tracking";
import {
  type Challenge,
  createChallenge,
  randomInt,
  type Solution,
  verifySolution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { captchaUsed } from "../db/schema/tracking";

/**
 * The self-hosted ALTCHA proof of work (ARCHITECTURE.md "captcha"): the server signs a
 * challenge, the browser finds the counter, the server checks the signature, the expiry and
 * that the challenge was not used before.
 */
export type CaptchaSettings = {
  /** HMAC key of the challenge signature. */
  signatureKey: string;
  /** HMAC key of the derived-key signature (deterministic mode: verifying costs one hash). */
  keySignatureKey: string;
  /** PBKDF2 iterations per attempt; the counter to find lies in `counter`. */
  cost: number;
  counter: { min: number; max: number };
  ttlSeconds: number;
};

export const DEFAULT_CAPTCHA = {
  cost: 200,
  counter: { min: 200, max: 1_200 },
  ttlSeconds: CAPTCHA_TTL_SECONDS,
} as const;

const ALGORITHM = "PBKDF2/SHA-256";

/** A new signed challenge for the widget, valid for `ttlSeconds`. */
export function newChallenge(settings: CaptchaSettings): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.counter.min, settings.counter.max),
    deriveKey,
    expiresAt: new Date(Date.now() + settings.ttlSeconds * 1000),
    hmacSignatureSecret: settings.signatureKey,
    hmacKeySignatureSecret: settings.keySignatureKey,
  });
}

type Payload = { challenge: Challenge; solution: Solution };

/** The widget's payload: base64 of `{challenge, solution}`; null when it is anything else. */
export function parsePayload(payload: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Partial<Payload>;
    const { challenge, solution } = value;
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== "string") return null;
    if (!solution || typeof solution.counter !== "number") return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * True when the payload solves a challenge this server signed, before its expiry, and the
 * challenge had not been used: it is then marked used, so each solved captcha serves once.
 */
export async function consumeCaptcha(
  db: DbOrTx,
  settings: CaptchaSettings,
  payload: string,
): Promise<boolean> {
  const parsed = parsePayload(payload);
  if (!parsed) return false;
  const { expiresAt, algorithm } = parsed.challenge.parameters;
  if (algorithm !== ALGORITHM || typeof expiresAt !== "number") return false;
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: settings.signatureKey,
    hmacKeySignatureSecret: settings.keySignatureKey,
  }).catch(() => null);
  if (!result?.verified) return false;
  return claimCaptcha(db, parsed.challenge.parameters.nonce, new Date(expiresAt * 1000));
}

/**
 * Marks a captcha challenge as used; false when it already was (a replay). Expired entries
 * are removed first: a challenge past its expiry is refused by its signature anyway.
 */
export async function claimCaptcha(db: DbOrTx, nonce: string, expiresAt: Date) {
  await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, new Date()));
  const claimed = await db
    .insert(captchaUsed)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: captchaUsed.nonce });
  return claimed.length === 1;
}

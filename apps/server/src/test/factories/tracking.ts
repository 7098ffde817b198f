import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deriveKeyOf } from "../../modules/tracking/tracking.rules";
import type { TestApp } from "../harness";
import { TEST_TRACKING_SECRET } from "../harness";

/** An easy proof of work for tests: a handful of PBKDF2 rounds. */
export const EASY_CAPTCHA = { cost: 5, counter: { min: 5, max: 40 } };

type Challenge = Parameters<typeof solveChallenge>[0]["challenge"];

async function payloadOf(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** What the widget does: fetch a challenge from the server, solve it, encode the payload. */
export async function solvedCaptcha(t: TestApp) {
  const res = await t.app.inject({ method: "GET", url: "/egs/public/captcha-challenge" });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return payloadOf(res.json());
}

/** A challenge signed with the test secret that expired a minute ago, solved. */
export async function expiredCaptcha() {
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: EASY_CAPTCHA.cost,
    counter: 7,
    deriveKey,
    expiresAt: new Date(Date.now() - 60_000),
    hmacSignatureSecret: deriveKeyOf(TEST_TRACKING_SECRET, "captcha-challenge"),
    hmacKeySignatureSecret: deriveKeyOf(TEST_TRACKING_SECRET, "captcha-key"),
  });
  return payloadOf(challenge);
}

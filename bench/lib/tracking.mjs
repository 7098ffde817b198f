import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { queryString } from "./api.mjs";
import { TRACKING_EMAIL } from "./approvals.mjs";
import { percentiles } from "./load.mjs";

/**
 * Searches allowed: the route admits 20 per address in 10 minutes and every captcha serves
 * once, so public tracking is timed sequentially, not under load.
 */
const LOOKUPS = 15;

/** What the widget does: fetch a challenge, solve it, encode the payload (untimed). */
async function solvedCaptcha(api) {
  const challenge = await api.get("/egs/public/captcha-challenge");
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * Looks up signed letters as the public does (resi + the external recipient's e-mail),
 * timing only the search answer, which includes checking the captcha.
 */
export async function trackLetters(api, senderToken, letterIds) {
  const ids = letterIds.slice(0, LOOKUPS);
  const latencies = [];
  for (const id of ids) {
    const { resi } = (await api.as(senderToken).get(`/egs/mail/${id}`)).items;
    const captcha = await solvedCaptcha(api);
    const begin = performance.now();
    const answer = await api.get(
      `/egs/public/tracking-mail${queryString({ resi, email: TRACKING_EMAIL, captcha })}`,
    );
    latencies.push(performance.now() - begin);
    if (answer.items.resi !== resi) throw new Error(`tracking ${resi} answered another letter`);
  }
  return { ...percentiles(latencies), rps: null, requests: ids.length, failures: 0 };
}

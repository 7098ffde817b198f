import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Captcha challenges already used for a public search (by their nonce), kept until they
 * expire so that a solved captcha serves one search only, on every instance of the app.
 */
export const captchaUsed = pgTable(
  "captcha_used",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_used_expires_idx").on(t.expiresAt)],
);

import { randomBytes } from "node:crypto";
import fp from "fastify-plugin";
import { type CaptchaSettings, DEFAULT_CAPTCHA } from "../../lib/captcha";
import { deriveKeyOf } from "./tracking.rules";

export type TrackingOptions = {
  /** The instance's tracking secret (DATA_DIR/secrets.json or CAPTCHA_SECRET); random if unset. */
  secret?: string;
  /** Proof-of-work difficulty and expiry, for tests. */
  captcha?: Partial<Pick<CaptchaSettings, "cost" | "counter" | "ttlSeconds">>;
};

declare module "fastify" {
  interface FastifyInstance {
    tracking: { captcha: CaptchaSettings; linkKey: string };
  }
}

/** Keys and settings of public tracking: captcha signatures and attachment download links. */
export default fp(
  async (app, opts: TrackingOptions) => {
    const secret = opts.secret ?? randomBytes(48).toString("base64url");
    app.decorate("tracking", {
      captcha: {
        ...DEFAULT_CAPTCHA,
        ...opts.captcha,
        signatureKey: deriveKeyOf(secret, "captcha-challenge"),
        keySignatureKey: deriveKeyOf(secret, "captcha-key"),
      },
      linkKey: deriveKeyOf(secret, "download-link"),
    });
  },
  { name: "tracking" },
);

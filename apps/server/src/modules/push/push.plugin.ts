import fp from "fastify-plugin";
import webpush from "web-push";
import { DEFAULT_PUSH_SERVICE_HOSTS } from "./push.rules";

/** The instance's VAPID identity (RFC 8292): every instance of one deployment shares it. */
export type VapidKeys = {
  /** Uncompressed P-256 public key, base64url (what browsers take as `applicationServerKey`). */
  publicKey: string;
  privateKey: string;
  /** Who runs the server: a `mailto:` address or an `https:` URL. */
  subject: string;
};

export type PushOptions = {
  /** From env or DATA_DIR/secrets.json; a fresh pair per process if unset (tests). */
  vapid?: VapidKeys;
  /** Hosts subscription endpoints may name (DEFAULT_PUSH_SERVICE_HOSTS unless set). */
  serviceHosts?: string[];
};

declare module "fastify" {
  interface FastifyInstance {
    push: { vapid: VapidKeys; serviceHosts: string[] };
  }
}

export const DEFAULT_VAPID_SUBJECT = "mailto:admin@localhost";

/** Web Push settings of the app: the VAPID keys the routes hand out and the sender signs with. */
export default fp(
  async (app, opts: PushOptions) => {
    const vapid = opts.vapid ?? { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };
    app.decorate("push", { vapid, serviceHosts: opts.serviceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS });
  },
  { name: "push" },
);

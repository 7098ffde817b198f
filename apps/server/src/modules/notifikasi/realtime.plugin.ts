import fp from "fastify-plugin";
import { NOTIFY_CHANNEL } from "./notifikasi.repository";
import { RealtimeBus } from "./realtime";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's end of the live streams (LISTEN on the notification channel). */
    realtime: RealtimeBus;
  }
}

/** Starts listening for notifications when the app starts; stops when it closes. */
export default fp(
  async (app) => {
    const bus = new RealtimeBus(app.db, NOTIFY_CHANNEL, (error) =>
      app.log.warn({ err: error }, "notification listener lost its connection; reconnecting"),
    );
    bus.start();
    app.decorate("realtime", bus);
    app.addHook("onClose", async () => bus.close());
  },
  { name: "realtime", dependencies: ["db"] },
);

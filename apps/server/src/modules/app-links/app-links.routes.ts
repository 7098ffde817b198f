import { appLinksResponse } from "@lontar/contracts/app-links";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * `GET /egs/public/app-links`: the Android app's download address for `/unsupport-browser`
 * (spec 02 §2.1), public since the page is shown before any login.
 */
const routes: FastifyPluginAsyncZod<{ android: string | null }> = async (app, opts) => {
  app.get(
    "/egs/public/app-links",
    {
      schema: {
        tags: ["aplikasi (publik)"],
        summary: "Alamat unduh aplikasi Android (null bila tidak diatur)",
        response: { 200: appLinksResponse },
      },
    },
    async () => ({ data: { android: opts.android } }),
  );
};

export default routes;

import { dataEnvelope, errorBody } from "@lontar/contracts/common";
import { userInfo } from "@lontar/contracts/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { getUserInfo } from "./pengguna-aktif.service";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/egs/user",
    {
      schema: {
        tags: ["auth"],
        summary: "Info pengguna (milik sendiri; administrator boleh membaca pengguna lain)",
        security: [{ bearer: [] }],
        querystring: z.object({ username: z.string().optional() }),
        response: { 200: dataEnvelope(userInfo), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      return { data: await getUserInfo(app.db, auth, request.query.username ?? auth.username) };
    },
  );
};
export default routes;

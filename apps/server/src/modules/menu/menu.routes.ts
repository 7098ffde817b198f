import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { menuItem } from "@lontar/contracts/menu";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { getUserMenu } from "./menu.service";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/master/menu",
    {
      schema: {
        tags: ["menu"],
        summary: "Menu sidebar pengguna yang sedang login",
        security: [{ bearer: [] }],
        response: { 200: itemsEnvelope(z.array(menuItem)), 401: errorBody },
      },
    },
    async (request) => ({ items: await getUserMenu(app.db, currentUser(request).userId) }),
  );
};
export default routes;

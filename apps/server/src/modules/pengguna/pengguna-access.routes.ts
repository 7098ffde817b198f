import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { menuOption, savedAccess, setAccessInput, userAccess } from "@lontar/contracts/pengguna";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import * as service from "./pengguna-access.service";

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };
const base = { tags: ["pengguna"], security: [{ bearer: [] }] };

/** Access rights of Master Pengguna: menus, status and level of a user. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/master/users/menu",
    {
      schema: {
        ...base,
        summary: "Semua menu (pohon) untuk modal hak akses",
        response: { 200: itemsEnvelope(z.array(menuOption)), ...errors },
      },
    },
    async (request) => ({ items: await service.getAllMenus(app.db, currentUser(request)) }),
  );

  app.get(
    "/egs/master/menu/:nip",
    {
      schema: {
        ...base,
        summary: "Hak akses satu pengguna: menu, level, status",
        params: z.object({ nip: z.string().min(1) }),
        response: { 200: itemsEnvelope(userAccess), ...errors },
      },
    },
    async (request) => ({
      items: await service.getUserAccess(app.db, currentUser(request), request.params.nip),
    }),
  );

  app.post(
    "/egs/master/users/menu",
    {
      schema: {
        ...base,
        summary: "Simpan hak akses: menu, dan status serta level bila dikirim",
        body: setAccessInput,
        response: { 200: itemsEnvelope(savedAccess), ...errors },
      },
    },
    async (request) => ({
      items: await service.setUserAccess(app.db, currentUser(request), request.body, request.ip),
    }),
  );
};
export default routes;

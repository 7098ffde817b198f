import { errorBody } from "@lontar/contracts/common";
import { searchQuery, searchResponse } from "@lontar/contracts/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { search } from "./pencarian.service";

/** One search over every letter and archive item the user may see. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/search",
    {
      schema: {
        tags: ["pencarian"],
        security: [{ bearer: [] }],
        summary:
          "Cari surat dan arsip yang boleh dilihat pengguna: kata, frasa dalam tanda kutip, nomor surat, NIP",
        querystring: searchQuery,
        response: { 200: searchResponse, 401: errorBody, 422: errorBody },
      },
    },
    async (request) => search(app.db, currentUser(request), request.query),
  );
};

export default routes;

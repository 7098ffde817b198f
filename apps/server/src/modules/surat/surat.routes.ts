import { itemsEnvelope } from "@lontar/contracts/common";
import { incomingMailRequest } from "@lontar/contracts/incoming";
import { mailSaved, outgoingMailDetail, outgoingMailRequest } from "@lontar/contracts/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../../lib/app-error";
import { currentUser } from "../../plugins/auth";
import { publicBaseUrl } from "../esign/esign.plugin";
import { outgoingDetail } from "./detail";
import { saveOutgoing } from "./keluar/save-draft";
import { registerIncoming } from "./masuk/register";
import { letterErrors, letterId, letterParams } from "./surat.params";
import { mayRegister } from "./surat.rules";

/**
 * The two calls both directions share (spec 01 keeps one path for both): saving a letter,
 * where `kategori_surat` tells a draft of the user's own from an incoming letter the
 * secretariat registers, and the letter's detail.
 */
const tags = ["surat keluar"];
const security = [{ bearer: [] }];
const errors = letterErrors;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/egs/mail",
    {
      schema: {
        tags,
        security,
        summary:
          "Surat keluar: simpan (draft) atau kirim ke pemeriksa; kategori_surat external: sekretariat mencatat surat masuk",
        body: z.discriminatedUnion("kategori_surat", [outgoingMailRequest, incomingMailRequest]),
        response: {
          200: itemsEnvelope(
            mailSaved.extend({
              resi: z.string().optional(),
              nomor_agenda: z.number().int().optional(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const body = request.body;
      if (body.kategori_surat === "external") {
        if (!mayRegister(auth)) throw forbidden("Hanya sekretariat yang mencatat surat masuk");
        return { items: await registerIncoming(app.db, auth, body, publicBaseUrl(app, request)) };
      }
      return { items: await saveOutgoing(app.db, auth, body) };
    },
  );

  app.get(
    "/egs/mail/:id",
    {
      schema: {
        tags,
        security,
        summary: "Detail surat keluar (membukanya menandai sudah dibaca)",
        params: letterParams,
        response: { 200: itemsEnvelope(outgoingMailDetail), ...errors },
      },
    },
    async (request) => ({
      items: await outgoingDetail(app.db, currentUser(request), letterId(request.params.id), () =>
        app.dataVersion.wrote(request.auth),
      ),
    }),
  );
};

export default routes;

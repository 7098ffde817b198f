import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { inboxPrintView } from "@lontar/contracts/incoming";
import {
  INCOMING_LIST_PATHS,
  mailListFilter,
  OUTGOING_LIST_PATHS,
  outgoingPrintView,
  WORKFLOW_PRINT_TITLES,
  type WorkflowListPath,
} from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { workflowPrintView } from "./list-print";

const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

/**
 * `GET egs/{listPath}/export` of each workflow list: the print header and every row of the
 * filter, as the bank's print views have (spec 01 §2 "Printable lists").
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const lists: { path: WorkflowListPath; tag: string; response: typeof outgoingPrintView }[] = [
    ...OUTGOING_LIST_PATHS.map((path) => ({
      path,
      tag: "surat keluar",
      response: outgoingPrintView,
    })),
    ...INCOMING_LIST_PATHS.map((path) => ({
      path,
      tag: "surat masuk",
      response: inboxPrintView,
    })),
  ];
  for (const { path, tag, response } of lists)
    app.get(
      `/egs/${path}/export`,
      {
        // Like the list itself: the secretariat's Terkirim is level 8 only.
        ...(path === "terkirim/mail-sekretariat"
          ? { onRequest: app.requireLevel(USER_LEVEL.sekretariat) }
          : {}),
        schema: {
          tags: [tag],
          security,
          summary: `${WORKFLOW_PRINT_TITLES[path]}: data tampilan cetak (semua baris filter)`,
          querystring: mailListFilter,
          response: { 200: itemsEnvelope(response), ...errors },
        },
      },
      async (request) => ({
        items: await workflowPrintView(app.db, currentUser(request), path, request.query),
      }),
    );
};

export default routes;

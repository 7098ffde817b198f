import {
  BANK_KINDS,
  BANK_PATHS,
  BANK_TITLES,
  bankFilterQuery,
  bankListQuery,
  bankListResponse,
  bankPrintView,
} from "@lontar/contracts/bank";
import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../plugins/auth";
import { bankExcel, bankExportJson } from "./bank.export";
import { listBank } from "./bank.service";

const tags = ["bank surat"];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 422: errorBody };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The letter bank (spec 02 §2.10, §7.5): per bank a paged list, its print data and an .xlsx. */
const routes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of BANK_KINDS) {
    const url = `/egs/${BANK_PATHS[kind]}`;
    const title = BANK_TITLES[kind];

    app.get(
      url,
      {
        schema: {
          tags,
          security,
          summary: `${title}: surat satuan kerja sendiri (sekretariat), 10/20/50 per halaman`,
          querystring: bankListQuery,
          response: { 200: bankListResponse, ...errors },
        },
      },
      async (request) => listBank(app.db, currentUser(request), kind, request.query),
    );

    app.get(
      `${url}/export`,
      {
        schema: {
          tags,
          security,
          summary: `${title}: data tampilan cetak (semua baris filter, dialirkan)`,
          querystring: bankFilterQuery,
          response: { 200: itemsEnvelope(bankPrintView), ...errors },
        },
      },
      async (request, reply) => {
        const stream = await bankExportJson(app.db, currentUser(request), kind, request.query);
        return reply
          .type("application/json; charset=utf-8")
          .header("cache-control", "private, no-store")
          .send(stream as never);
      },
    );

    app.get(
      `${url}/download/excel`,
      {
        schema: {
          tags,
          security,
          summary: `${title}: unduh .xlsx (semua baris filter, dialirkan)`,
          querystring: bankFilterQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const { fileName, stream } = await bankExcel(
          app.db,
          currentUser(request),
          kind,
          request.query,
        );
        return reply
          .type(XLSX)
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .header("cache-control", "private, no-store")
          .send(stream as never);
      },
    );
  }
};

export default routes;

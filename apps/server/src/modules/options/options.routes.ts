import { errorBody, pagedData } from "@lontar/contracts/common";
import {
  KEGIATAN_PAGE_SIZE,
  kegiatanOption,
  klasifikasiKeamananOption,
  listAksiResponse,
  mailStatusOption,
  mailTypeOption,
} from "@lontar/contracts/options";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import {
  listAksi,
  listKegiatan,
  listKlasifikasiKeamanan,
  listMailStatuses,
  listMailTypes,
} from "./options.service";

const tags = ["options"];
const security = [{ bearer: [] }];

/** Option lists the letter screens use; any signed-in user may read them. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/master/kegiatan",
    {
      schema: {
        tags,
        security,
        summary: "Kegiatan satuan kerja (kode_skpd; tanpa itu satuan kerja sendiri)",
        querystring: pageQuery(KEGIATAN_PAGE_SIZE).extend({
          kode_skpd: z.string().optional(),
          q: z.string().optional(),
        }),
        response: { 200: pagedData(kegiatanOption), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => listKegiatan(app.db, currentUser(request), request.query),
  );

  app.get(
    "/egs/mail-type",
    {
      schema: {
        tags,
        security,
        summary: "Jenis naskah dengan templatnya",
        response: { 200: z.object({ items: z.array(mailTypeOption) }), 401: errorBody },
      },
    },
    async () => ({ items: await listMailTypes(app.db) }),
  );

  app.get(
    "/egs/mail-status",
    {
      schema: {
        tags,
        security,
        summary: "Status surat",
        response: { 200: z.object({ items: z.array(mailStatusOption) }), 401: errorBody },
      },
    },
    async () => ({ items: listMailStatuses() }),
  );

  app.get(
    "/egs/master/klasifikasi-keamanan",
    {
      schema: {
        tags,
        security,
        summary: "Klasifikasi keamanan dan akses surat (kode yang disimpan, nama)",
        response: {
          200: z.object({ items: z.array(klasifikasiKeamananOption) }),
          401: errorBody,
        },
      },
    },
    async () => ({ items: listKlasifikasiKeamanan() }),
  );

  app.get(
    "/egs/list-aksi",
    {
      schema: {
        tags,
        security,
        summary: "Petunjuk disposisi (body: { items: [teks] })",
        response: { 200: listAksiResponse, 401: errorBody },
      },
    },
    async () => ({ items: await listAksi(app.db) }),
  );
};
export default routes;

import { arsipItem, arsipListQuery } from "@lontar/contracts/arsip";
import { errorBody, itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { inlineDisposition } from "../files/files.rules";
import { readArsipForm } from "./arsip.multipart";
import {
  createArsip,
  deleteArsip,
  destroyArsip,
  openArsipFile,
  restoreArsip,
  toggleArsipLock,
  updateArsip,
} from "./arsip.service";
import { listArsip } from "./arsip-list.service";

const tags = ["arsip"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid({ error: "Arsip tidak ditemukan" }) });
const errors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  422: errorBody,
  423: errorBody,
};
const paged = { 200: pagedItems(arsipItem), ...errors };
const one = { 200: itemsEnvelope(arsipItem), ...errors };
const idOnly = { 200: itemsEnvelope(z.object({ _id: z.string() })), ...errors };

const routes: FastifyPluginAsyncZod = async (app) => {
  const lists = [
    ["/egs/arsip", "aktif", "Arsip aktif"],
    ["/egs/arsip/deleted", "terhapus", "Arsip terhapus (tempat sampah)"],
    ["/egs/arsip/usul-musnah", "usul-musnah", "Arsip lewat retensi dengan keterangan musnah"],
  ] as const;
  for (const [url, list, summary] of lists)
    app.get(
      url,
      {
        schema: { tags, security, summary, querystring: arsipListQuery, response: paged },
      },
      async (request) => listArsip(app.db, currentUser(request), list, request.query),
    );

  app.post(
    "/egs/arsip",
    {
      schema: {
        tags,
        security,
        summary: "Tambah arsip (multipart: field + file PDF/gambar)",
        consumes: ["multipart/form-data"],
        response: one,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readArsipForm(app, request, user.userId);
      return { items: await createArsip(app.db, app.fileStorage, user, form) };
    },
  );

  app.put(
    "/egs/arsip/:id",
    {
      schema: {
        tags,
        security,
        summary: "Ubah arsip (multipart; file baru opsional). Ditolak 423 selama dikunci",
        consumes: ["multipart/form-data", "application/json"],
        params: idParams,
        response: one,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readArsipForm(app, request, user.userId);
      return {
        items: await updateArsip(app.db, app.fileStorage, user, request.params.id, form),
      };
    },
  );

  app.delete(
    "/egs/arsip/:id",
    {
      schema: {
        tags,
        security,
        summary: "Hapus arsip (ke tempat sampah)",
        params: idParams,
        response: idOnly,
      },
    },
    async (request) => {
      await deleteArsip(app.db, currentUser(request), request.params.id);
      return { items: { _id: request.params.id } };
    },
  );

  app.get(
    "/egs/arsip/:id/toggle",
    {
      schema: {
        tags,
        security,
        summary: "Kunci / buka kunci arsip",
        params: idParams,
        response: one,
      },
    },
    async (request) => ({
      items: await toggleArsipLock(app.db, currentUser(request), request.params.id),
    }),
  );

  app.get(
    "/egs/arsip/deleted/:id/restore",
    {
      schema: {
        tags,
        security,
        summary: "Pulihkan arsip terhapus",
        params: idParams,
        response: one,
      },
    },
    async (request) => ({
      items: await restoreArsip(app.db, currentUser(request), request.params.id),
    }),
  );

  app.delete(
    "/egs/arsip/deleted/:id/destroy",
    {
      schema: {
        tags,
        security,
        summary: "Hapus permanen arsip terhapus beserta filenya",
        params: idParams,
        response: idOnly,
      },
    },
    async (request) => {
      await destroyArsip(app.db, app.fileStorage, currentUser(request), request.params.id);
      return { items: { _id: request.params.id } };
    },
  );

  app.get(
    "/egs/arsip/:id/file",
    {
      schema: {
        tags,
        security,
        summary: "Lihat (atau ?download=1 unduh) file arsip; 423 selama dikunci",
        params: idParams,
        querystring: z.object({ download: z.coerce.boolean().optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await openArsipFile(
        app.db,
        app.fileStorage,
        currentUser(request),
        request.params.id,
      );
      const disposition = inlineDisposition(file.fileName);
      return reply
        .type(file.mime)
        .header("content-length", file.size)
        .header(
          "content-disposition",
          request.query.download ? disposition.replace(/^inline/, "attachment") : disposition,
        )
        .header("cache-control", "private, no-store")
        .send(file.stream as never);
    },
  );
};

export default routes;

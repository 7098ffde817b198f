import { itemsEnvelope, pagedItems } from "@lontar/contracts/common";
import {
  approvalRequest,
  approvalResponse,
  checkNumberQuery,
  checkNumberResponse,
  initIdResponse,
  mailInfo,
  mailListItem,
  mailListQuery,
  REFERENCE_PAGE_SIZE,
  referenceItem,
} from "@lontar/contracts/mail";
import { caraTandaTanganOption } from "@lontar/contracts/mail-draft";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newId } from "../../../lib/ids";
import { currentUser } from "../../../plugins/auth";
import { signingDepsOf } from "../../esign/esign.plugin";
import { caraTandaTanganOptions } from "../cara-tanda-tangan";
import { checkNumber } from "../surat.numbering";
import { letterErrors, letterId, letterParams } from "../surat.params";
import { approve } from "./approve";
import { deleteFromList, mailInfo as infoOf, outgoingList, references } from "./lists";

const tags = ["surat keluar"];
const security = [{ bearer: [] }];
const errors = letterErrors;

const LISTS = {
  "konsep/mail": "konsep",
  "persetujuan/mail": "persetujuan",
  "reject/mail": "reject",
  "telusuri/mail": "telusuri",
  "terkirim/mail": "terkirim",
} as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/egs/initId",
    {
      schema: {
        tags,
        security,
        summary:
          "Id baru untuk surat yang sedang dibuat (unggahan dapat menempel sebelum disimpan)",
        response: { 200: itemsEnvelope(initIdResponse), ...errors },
      },
    },
    async () => ({ items: { initId: newId() } }),
  );

  app.get(
    "/egs/mail/:id/delete",
    {
      schema: {
        tags,
        security,
        summary: "Hapus surat dari daftar pengguna (draft milik sendiri: hapus suratnya)",
        params: letterParams,
        response: {
          200: itemsEnvelope(z.object({ id: z.uuid(), deleted: z.enum(["surat", "daftar"]) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      items: await deleteFromList(app.db, currentUser(request), letterId(request.params.id)),
    }),
  );

  app.post(
    "/egs/riw-catatan/create/:id",
    {
      schema: {
        tags,
        security,
        summary: "Tindakan pemeriksa: setuju, lanjutkan, perbaikan, batalkan",
        params: letterParams,
        body: approvalRequest,
        response: { 200: itemsEnvelope(approvalResponse), ...errors },
      },
    },
    async (request) => ({
      items: await approve(
        app.db,
        signingDepsOf(app, request),
        currentUser(request),
        letterId(request.params.id),
        request.body,
      ),
    }),
  );

  app.get(
    "/egs/mail-info/:id",
    {
      schema: {
        tags,
        security,
        summary: "Status penerima dan tembusan (Sudah / Belum)",
        params: letterParams,
        response: { 200: itemsEnvelope(mailInfo), ...errors },
      },
    },
    async (request) => ({
      items: await infoOf(app.db, currentUser(request), letterId(request.params.id)),
    }),
  );

  app.get(
    "/egs/referensi/mail/:id",
    {
      schema: {
        tags,
        security,
        summary: "Surat yang dapat dijadikan referensi (sejak 2020-10-01)",
        params: letterParams,
        querystring: z.object({
          q: z.string().trim().optional(),
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(REFERENCE_PAGE_SIZE),
        }),
        response: { 200: pagedItems(referenceItem), ...errors },
      },
    },
    async (request) => {
      const parsed = z.uuid().safeParse(request.params.id);
      // A new letter has no id yet: any value stands for "none".
      return references(
        app.db,
        currentUser(request),
        parsed.success ? parsed.data : newId(),
        request.query,
      );
    },
  );

  app.get(
    "/egs/check-available-no-surat",
    {
      schema: {
        tags,
        security,
        summary: "Apakah nomor urut surat manual masih tersedia tahun ini",
        querystring: checkNumberQuery,
        response: { 200: itemsEnvelope(checkNumberResponse), ...errors },
      },
    },
    async (request) => ({ items: await checkNumber(app.db, currentUser(request), request.query) }),
  );

  app.get(
    "/egs/list/cara-tanda-tangan",
    {
      schema: {
        tags,
        security,
        summary: "Cara tanda tangan yang dapat dipakai penandatangan (a.n., u.b., Plt., Plh.)",
        querystring: z.object({ nip: z.string().trim().min(1) }),
        response: { 200: itemsEnvelope(z.array(caraTandaTanganOption)), ...errors },
      },
    },
    async (request) => ({ items: await caraTandaTanganOptions(app.db, request.query.nip) }),
  );

  for (const [path, kind] of Object.entries(LISTS)) {
    app.get(
      `/egs/${path}`,
      {
        config: { cache: "user" },
        schema: {
          tags,
          security,
          summary: `Daftar ${kind} surat keluar`,
          querystring: mailListQuery,
          response: { 200: pagedItems(mailListItem), ...errors },
        },
      },
      async (request) => outgoingList(app.db, currentUser(request), kind, request.query),
    );
  }
};

export default routes;

import { dataEnvelope, errorBody, pagedData } from "@lontar/contracts/common";
import { pegawaiPickerQuery, pegawaiPickerRecord } from "@lontar/contracts/pegawai";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuery } from "../../lib/pagination";
import { currentUser } from "../../plugins/auth";
import * as service from "./pegawai-list.service";

const base = { tags: ["pegawai"], security: [{ bearer: [] }] };
const response = { 200: pagedData(pegawaiPickerRecord), 401: errorBody, 422: errorBody };

/** The employee pickers of the letter screens (any signed-in user). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/egs/list/pegawai",
    {
      schema: {
        ...base,
        summary: "Pegawai yang dapat menerima surat (login aktif), termasuk entri PLT",
        querystring: pegawaiPickerQuery.extend(pageQuery().shape),
        response,
      },
    },
    async (request) => {
      const { page, per_page, satuan_kerja_id, q } = request.query;
      return service.listPegawaiPicker(app.db, { satuan_kerja_id, q }, { page, per_page });
    },
  );

  app.get(
    "/api/egs/list/pegawai-by-jabatan",
    {
      schema: {
        ...base,
        summary: "Pegawai satuan kerja sendiri, urut hierarki jabatan",
        querystring: z.object({ q: z.string().trim().optional() }).extend(pageQuery().shape),
        response,
      },
    },
    async (request) => {
      const { page, per_page, q } = request.query;
      return service.listPegawaiByJabatan(app.db, currentUser(request), { q }, { page, per_page });
    },
  );

  for (const jenis of ["disposisi", "teruskan"] as const)
    app.get(
      `/api/egs/list/tujuan-${jenis}`,
      {
        schema: {
          ...base,
          summary:
            jenis === "disposisi"
              ? "Tujuan disposisi: pegawai di bawah jabatan pengguna, urut hierarki"
              : "Tujuan teruskan: pegawai satuan kerja sendiri selain pengguna, urut hierarki",
          querystring: z.object({ q: z.string().trim().optional() }).extend(pageQuery().shape),
          response,
        },
      },
      async (request) => {
        const { page, per_page, q } = request.query;
        return service.listTujuan(app.db, currentUser(request), { q, jenis }, { page, per_page });
      },
    );

  app.get(
    "/api/egs/list/pegawai/:nip",
    {
      schema: {
        ...base,
        summary: "Satu pegawai (rekaman pemilih) menurut NIP",
        params: z.object({ nip: z.string() }),
        response: { 200: dataEnvelope(pegawaiPickerRecord), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ data: await service.getPegawaiPicker(app.db, request.params.nip) }),
  );
};
export default routes;

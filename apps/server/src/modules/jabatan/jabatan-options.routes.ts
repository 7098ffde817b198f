import { errorBody, itemsEnvelope } from "@lontar/contracts/common";
import { jenisJabatan, jenisJabatanOption } from "@lontar/contracts/jabatan";
import { unitKerjaOption } from "@lontar/contracts/unit-kerja";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listUnitOptions } from "../unit-kerja/unit-kerja.service";
import { ESELON, listJabatanNames, listJenisJabatan } from "./jabatan.service";

const PATH = "/egs/pegawai-egs/api/jabatan/get-data";
const base = { tags: ["master"], security: [{ bearer: [] }] };
const failures = { 401: errorBody, 422: errorBody };

/** Option lists of the position form; reference data any signed-in user may read. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PATH}/jenis-jabatan`,
    {
      schema: {
        ...base,
        summary: "Pilihan jenis jabatan",
        response: { 200: itemsEnvelope(z.array(jenisJabatanOption)), ...failures },
      },
    },
    async () => ({ items: listJenisJabatan() }),
  );

  app.get(
    `${PATH}/eselon`,
    {
      schema: {
        ...base,
        summary: "Pilihan eselon",
        response: { 200: itemsEnvelope(z.array(z.string())), ...failures },
      },
    },
    async () => ({ items: [...ESELON] }),
  );

  app.get(
    `${PATH}/unit-kerja`,
    {
      schema: {
        ...base,
        summary: "Pilihan unit kerja satu satuan kerja, berurutan seperti pohonnya",
        querystring: z.object({
          satuan_kerja_id: z.coerce.number({ error: "Satuan kerja wajib diisi" }).int().positive(),
        }),
        response: { 200: itemsEnvelope(z.array(unitKerjaOption)), ...failures },
      },
    },
    async (request) => ({ items: await listUnitOptions(app.db, request.query.satuan_kerja_id) }),
  );

  app.get(
    `${PATH}/jabatan`,
    {
      schema: {
        ...base,
        summary: "Pilihan nama jabatan untuk satu jenis (JFT/JFU)",
        querystring: z.object({ jenis_jabatan: jenisJabatan }),
        response: { 200: itemsEnvelope(z.array(z.string())), ...failures },
      },
    },
    async (request) => ({ items: await listJabatanNames(app.db, request.query.jenis_jabatan) }),
  );
};
export default routes;

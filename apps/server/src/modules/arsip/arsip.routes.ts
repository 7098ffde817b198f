import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES } from "@lontar/contracts/files";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import arsipExportRoutes from "./arsip-export.routes";
import arsipItemsRoutes from "./arsip-items.routes";
import jenisArsipRoutes from "./jenis-arsip.routes";
import penyimpananRoutes from "./penyimpanan.routes";
import statistikRoutes from "./statistik.routes";

/** Archive: storage locations, archive types, archive items, statistics (spec 02 §7.6). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } });
  await app.register(penyimpananRoutes);
  await app.register(jenisArsipRoutes);
  await app.register(arsipItemsRoutes);
  await app.register(arsipExportRoutes);
  await app.register(statistikRoutes);
};

export default routes;

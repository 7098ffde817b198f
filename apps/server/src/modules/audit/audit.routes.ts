import { auditEntry, auditListQuery, auditVerifyResult } from "@lontar/contracts/audit";
import { errorBody, pagedItems } from "@lontar/contracts/common";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAuditLog, verifyAuditChain } from "./audit.service";

const base = { tags: ["audit"], security: [{ bearer: [] }] };
const denied = { 401: errorBody, 403: errorBody };

const routes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireLevel(USER_LEVEL.admin);

  app.get(
    "/egs/audit-log",
    {
      onRequest: adminOnly,
      schema: {
        ...base,
        summary: "Log Audit: entri terbaru lebih dulu (administrator)",
        querystring: auditListQuery,
        response: { 200: pagedItems(auditEntry), 422: errorBody, ...denied },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );

  app.get(
    "/egs/audit-log/verify",
    {
      onRequest: adminOnly,
      schema: {
        ...base,
        summary: "Periksa keutuhan rantai hash Log Audit (administrator)",
        response: { 200: auditVerifyResult, ...denied },
      },
    },
    async () => verifyAuditChain(app.db),
  );
};
export default routes;

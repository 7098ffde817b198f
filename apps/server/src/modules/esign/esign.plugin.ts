import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { InstanceCa } from "./certificates";
import { localSignatureProvider, type SignatureProvider } from "./signature-provider";

export type EsignOptions = {
  ca: InstanceCa;
  /** Public address of the app for QR codes; from each request's host when unset. */
  publicUrl?: string | null;
  /** Another signature provider (e.g. a national e-signature service); local keys by default. */
  provider?: SignatureProvider;
};

declare module "fastify" {
  interface FastifyInstance {
    esign: { ca: InstanceCa; provider: SignatureProvider; publicUrl: string | null };
  }
}

export default fp(
  async (app, opts: EsignOptions) => {
    app.decorate("esign", {
      ca: opts.ca,
      provider: opts.provider ?? localSignatureProvider(),
      publicUrl: opts.publicUrl?.replace(/\/+$/, "") ?? null,
    });
  },
  { name: "esign" },
);

/** Scheme and host for links that leave the app (QR codes): PUBLIC_URL, else the request's. */
export const publicBaseUrl = (app: FastifyInstance, request: FastifyRequest) =>
  app.esign.publicUrl ?? `${request.protocol}://${request.host}`;

/** What signing in a request needs: the key provider, file storage, the QR's base URL, the IP. */
export const signingDepsOf = (app: FastifyInstance, request: FastifyRequest) => ({
  provider: app.esign.provider,
  signing: { storage: app.fileStorage, baseUrl: publicBaseUrl(app, request), ip: request.ip },
});

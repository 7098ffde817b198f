import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from "node:crypto";
import { once } from "node:events";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { PushSubscriptionJson } from "@lontar/contracts/push";
import { decodeJwt, jwtVerify } from "jose";
import forge from "node-forge";

/** The hosts tests subscribe browsers on: a made-up one, and the local stand-in push service. */
export const TEST_PUSH_SERVICE_HOSTS = ["push.example", "127.0.0.1:*"];

export type ReceivedPush = { path: string; headers: Record<string, unknown>; body: Buffer };

/** A self-signed certificate for 127.0.0.1 (push services are only reached over TLS). */
function localCertificate() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 60 * 60_000);
  const name = [{ name: "commonName", value: "127.0.0.1" }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert) };
}

/**
 * Stands in for a browser vendor's push service on 127.0.0.1: records every request and answers
 * with the statuses queued in `replies` (201 when none is queued). `agent` trusts its certificate.
 */
export async function startPushService() {
  const { keyPem, certPem } = localCertificate();
  const received: ReceivedPush[] = [];
  const replies: number[] = [];
  const server = https.createServer({ key: keyPem, cert: certPem }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = replies.shift() ?? 201;
      res.end(res.statusCode >= 400 ? "push service says no" : "");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    replies,
    agent: new https.Agent({ ca: certPem }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const json: PushSubscriptionJson = {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: authSecret.toString("base64url"),
    },
  };
  return { json, decrypt: (body: Buffer) => decryptAes128gcm(body, ecdh, authSecret) };
}

/** Decrypts a one-record `aes128gcm` message (RFC 8188) the way a browser does (RFC 8291 §3). */
function decryptAes128gcm(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ua.computeSecret(serverPublic);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ua.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, info, 32));
  const derive = (label: string, length: number) =>
    Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length));
  const decipher = createDecipheriv("aes-128-gcm", derive("aes128gcm", 16), derive("nonce", 12));
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The plaintext ends with the last-record delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString("utf8")) as unknown;
}

/**
 * Checks a `vapid t=…, k=…` Authorization header (RFC 8292): `k` is the server's public key and
 * `t` a JWT signed with it for the push service's origin. Returns the JWT's claims.
 */
export async function verifyVapid(header: unknown, publicKey: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(header));
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`not our VAPID header: ${header}`);
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  await jwtVerify(match[1], key, { audience });
  return decodeJwt(match[1]);
}

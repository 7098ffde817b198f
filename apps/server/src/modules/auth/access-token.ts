import { errors, jwtVerify, SignJWT } from "jose";
import { AppError, tokenExpired, unauthenticated } from "../../lib/app-error";
import { Lru } from "../../lib/lru";

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = "lontar";

/** Tokens whose signature was checked, remembered until they expire (one per live tab). */
const VERIFIED_TOKENS = 10_000;

export function accessTokenSigner(secret: string, ttlSeconds: number) {
  // Imported once: given the raw bytes, the library imports a key on every call, which costs
  // more than checking the signature.
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  key.catch(() => undefined); // reported by the first sign or verify that awaits it
  // A tab sends the same token with every request for its lifetime. Checking its signature
  // through WebCrypto cost about 0.5 ms of the event loop per request, which on PGlite is the
  // database's thread too; the same bytes verify the same way, so a token checked once is
  // taken on its word until its `exp`. A token that fails is never remembered.
  const verified = new Lru<string, AccessClaims & { exp: number }>(VERIFIED_TOKENS);
  return {
    ttlSeconds,
    sign: async (claims: AccessClaims): Promise<string> =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    /** Verifies signature and expiry (required). @throws TOKEN_EXPIRED (401), UNAUTHENTICATED (401). */
    verify: async (token: string): Promise<AccessClaims> => {
      const known = verified.get(token);
      if (known) {
        if (Date.now() / 1000 < known.exp)
          return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
        throw tokenExpired();
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          algorithms: ["HS256"],
          // jose checks `exp` only when present: a token without one would never lapse.
          requiredClaims: ["exp"],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== "string") throw unauthenticated();
        verified.set(token, { userId, sessionId: payload.sid, exp: Number(payload.exp) });
        return { userId, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw tokenExpired();
        if (error instanceof AppError) throw error;
        throw unauthenticated();
      }
    },
  };
}
export type AccessTokenSigner = ReturnType<typeof accessTokenSigner>;

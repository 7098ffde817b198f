import { errors, jwtVerify, SignJWT } from "jose";
import { AppError, tokenExpired, unauthenticated } from "../../lib/app-error";

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = "lontar";

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
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          algorithms: ["HS256"],
          // jose checks `exp` only when present: a token without one would never lapse.
          requiredClaims: ["exp"],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== "string") throw unauthenticated();
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

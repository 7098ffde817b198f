import { errors, jwtVerify, SignJWT } from "jose";
import { AppError, unauthenticated } from "../../lib/app-error";

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = "lontar";

export function accessTokenSigner(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: (claims: AccessClaims): Promise<string> =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    /** Verifies signature and expiry; throws 401 AppError otherwise. */
    verify: async (token: string): Promise<AccessClaims> => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== "string") throw unauthenticated();
        return { userId, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw new AppError(
            401,
            "TOKEN_EXPIRED",
            "Sesi anda telah berakhir, silakan login kembali.",
          );
        if (error instanceof AppError) throw error;
        throw unauthenticated();
      }
    },
  };
}
export type AccessTokenSigner = ReturnType<typeof accessTokenSigner>;

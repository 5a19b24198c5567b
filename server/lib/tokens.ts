import { jwtVerify, SignJWT } from "jose";
import type { Role } from "../db/schema.js";

export type TokenClaims = { userId: number; role: Role };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims of a valid token, or null for a missing, malformed, forged or expired one. */
  verify(token: string | undefined): Promise<TokenClaims | null>;
};

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role }) {
      return new SignJWT({ role })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.role !== "string") return null;
        return { userId, role: payload.role as Role };
      } catch {
        return null;
      }
    },
  };
}

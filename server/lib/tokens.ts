import { createSecretKey } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Role } from "../../common/school.js";

/** sessionVersion: the user's session version when the token was signed (claim `sv`; 0 for tokens from before it). */
/** endsAt: a fixed end (epoch seconds, claim `end`) that refreshing keeps, for the 8-hour class sessions. */
export type TokenClaims = { userId: number; role: Role; sessionVersion: number; endsAt?: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims of a valid token, or null for a missing, malformed, forged or expired one. */
  verify(token: string | undefined): Promise<TokenClaims | null>;
};

/**
 * Every request of a session sends the same token. Checking its HMAC again gives the same answer
 * until it expires, so a checked token is remembered with its claims and expiry (the user's status
 * and session version are still compared with the database on every request). Bounded: the oldest
 * entries go first.
 */
const rememberedTokens = 5000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // One key object for every call: jose would import raw bytes into a new key on each verify.
  const key = createSecretKey(new TextEncoder().encode(secret));
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  function remember(token: string, claims: TokenClaims, exp: number) {
    if (verified.size >= rememberedTokens) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, exp });
  }

  return {
    async sign({ userId, role, sessionVersion, endsAt }) {
      return new SignJWT(endsAt === undefined ? { role, sv: sessionVersion } : { role, sv: sessionVersion, end: endsAt })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(endsAt ?? nowSeconds() + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      if (!token) return null;
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired when exp <= now.
        if (known.exp > nowSeconds()) return { ...known.claims };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.role !== "string" || typeof payload.exp !== "number") return null;
        const sv = payload.sv ?? 0;
        if (!Number.isSafeInteger(sv)) return null;
        const claims: TokenClaims = { userId, role: payload.role as Role, sessionVersion: sv as number };
        if (typeof payload.end === "number") claims.endsAt = payload.end;
        remember(token, claims, payload.exp);
        return { ...claims };
      } catch {
        return null;
      }
    },
  };
}

import type { Db } from "../../db/connection.js";
import { type Actor, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError, messages } from "../../lib/errors.js";
import { noReadCache, type ReadCache } from "../../lib/read-cache.js";
import type { LoginThrottle } from "../../lib/login-throttle.js";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords.js";
import type { TokenService } from "../../lib/tokens.js";
import { toPublicUser } from "../users/users.mapper.js";
import { findUserByEmail, findUserById, insertUser } from "../users/users.repo.js";
import type { PublicUser } from "../users/users.schema.js";
import type { LoginInput, RegisterInput, Session } from "./auth.schema.js";

const blockedStatuses = new Set(["suspended", "inactive"]);

export const authMessages = {
  wrongCredentials: "Correo o contraseña incorrectos",
  accountBlocked: "Tu cuenta no está activa. Contacta a la administración de la escuela.",
  emailTaken: "El correo electrónico ya está registrado.",
  tooManyAttempts: "Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.",
} as const;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { db: Db; tokens: TokenService; throttle: LoginThrottle; reads?: ReadCache }) {
  const { db, tokens, throttle } = deps;
  const reads = deps.reads ?? noReadCache;

  async function sessionFor(user: Parameters<typeof toPublicUser>[0]): Promise<Session> {
    return { user: toPublicUser(user), token: await tokens.sign({ userId: user.id, role: user.role }) };
  }

  return {
    async register(input: RegisterInput): Promise<Session> {
      if (await findUserByEmail(db, input.email)) throw new AppError("CONFLICT", authMessages.emailTaken);
      const now = new Date().toISOString();
      try {
        const user = await insertUser(db, {
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          role: "student",
          status: "active",
          tribe: null,
          groupName: null,
          avatar: null,
          createdAt: now,
          updatedAt: now,
        });
        return sessionFor(user);
      } catch (error) {
        // Two registrations racing for one email: the unique index decides.
        if (await findUserByEmail(db, input.email)) throw new AppError("CONFLICT", authMessages.emailTaken);
        throw error;
      }
    },

    async login(input: LoginInput, address: string): Promise<Session> {
      const wait = throttle.retryAfter(input.email, address);
      // A failed sign-in names the account when it exists (object), the typed email only when it does not.
      const failed = (reason: string, userId: number | null) =>
        recordAudit(db, {
          actor: null,
          action: "auth.login_failed",
          object: userId === null ? undefined : { type: "user", id: userId },
          address,
          details: userId === null ? { reason, email: input.email } : { reason },
        });
      if (wait > 0) {
        await failed("too_many_attempts", (await findUserByEmail(db, input.email))?.id ?? null);
        throw new AppError("TOO_MANY_REQUESTS", authMessages.tooManyAttempts, { retryAfterSeconds: wait });
      }
      const user = await findUserByEmail(db, input.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!user || !valid) {
        throttle.recordFailure(input.email, address);
        await failed(user ? "wrong_password" : "unknown_email", user?.id ?? null);
        throw new AppError("UNAUTHORIZED", authMessages.wrongCredentials);
      }
      if (blockedStatuses.has(user.status)) {
        await failed("account_blocked", user.id);
        throw new AppError("FORBIDDEN", authMessages.accountBlocked);
      }
      throttle.recordSuccess(input.email);
      await recordAudit(db, { actor: { id: user.id, role: user.role }, action: "auth.login", object: { type: "user", id: user.id }, address });
      return sessionFor(user);
    },

    async refresh(actor: Actor | null): Promise<Session> {
      const signedIn = requireActor(actor);
      const user = await findUserById(db, signedIn.id);
      if (!user) throw new AppError("UNAUTHORIZED", messages.unauthorized);
      return sessionFor(user);
    },

    /** Resolves a bearer token to the caller; deleted or blocked accounts lose access at once. */
    async actorFromToken(token: string | undefined): Promise<{ actor: Actor; user: PublicUser } | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      // Kept only while the database is unchanged: a suspended account is refused on its next request.
      const session = await reads.read(`session:${claims.userId}`, async () => {
        const user = await findUserById(db, claims.userId);
        if (!user || blockedStatuses.has(user.status)) return null;
        return { actor: { id: user.id, role: user.role }, user: toPublicUser(user) };
      });
      return session && { actor: { ...session.actor }, user: session.user };
    },
  };
}

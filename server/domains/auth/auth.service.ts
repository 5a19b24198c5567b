import type { Db } from "../../db/connection.js";
import { type Actor, requireActor } from "../../lib/access.js";
import { recordAudit, recordFailedSignIn } from "../../lib/audit.js";
import { AppError, messages } from "../../lib/errors.js";
import { noReadCache, type ReadCache } from "../../lib/read-cache.js";
import { throttleMessages, type Throttles } from "../../lib/throttles.js";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords.js";
import type { TokenService } from "../../lib/tokens.js";
import { toPublicUser } from "../users/users.mapper.js";
import { isRegistrationOpen } from "../settings/settings.service.js";
import { settingsMessages } from "../../../common/settings/settings.schema.js";
import { findSessionUser, findUserByEmail, findUserById, insertUser } from "../users/users.repo.js";
import type { PublicUser } from "../../../common/users/users.schema.js";
import type { LoginInput, RegisterInput, Session } from "../../../common/auth/auth.schema.js";

/** Accounts that may not sign in, and whose tokens get 401 on their next request. */
export const blockedStatuses: ReadonlySet<string> = new Set(["pending", "suspended", "inactive"]);

export const authMessages = {
  wrongCredentials: "Correo o contraseña incorrectos",
  accountBlocked: "Tu cuenta no está activa. Contacta a la administración de la escuela.",
  accountSuspended: "Tu cuenta está suspendida. Habla con la administración de la escuela para que la vuelva a activar.",
  accountPending: "Tu cuenta está pendiente de aprobación. La escuela te avisará cuando puedas entrar.",
  emailTaken: "El correo electrónico ya está registrado.",
  tooManyAttempts: throttleMessages.tooManyAttempts,
} as const;

/** Why an account that may not sign in is refused, said under the login banner (issue 22: a suspended account is told so). */
function blockedMessage(status: string): string {
  if (status === "pending") return authMessages.accountPending;
  if (status === "suspended") return authMessages.accountSuspended;
  return authMessages.accountBlocked;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { db: Db; tokens: TokenService; throttles: Throttles; reads?: ReadCache }) {
  const { db, tokens, throttles } = deps;
  const reads = deps.reads ?? noReadCache;

  async function sessionFor(user: Parameters<typeof toPublicUser>[0] & { sessionVersion: number }, endsAt?: number): Promise<Session> {
    return { user: toPublicUser(user, user), token: await tokens.sign({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion, endsAt }) };
  }

  return {
    async register(input: RegisterInput, address: string): Promise<Session> {
      // An admin can close self-registration ('Registro abierto'); a closed one does not use up the address's budget.
      if (!(await isRegistrationOpen(db))) throw new AppError("FORBIDDEN", settingsMessages.registrationClosed);
      await throttles.countRegistration(address);
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
      // Counted in one audit row per address and hour; it names the account when it exists, the typed email only when it does not.
      const failed = (reason: string, userId: number | null) =>
        recordFailedSignIn(db, { address, userId, reason, email: input.email });
      // Counted before the password is compared, so parallel or batched attempts cannot all pass.
      const check = await throttles.beginSecretCheck("login", input.email, address).catch(async (error: unknown) => {
        await failed("too_many_attempts", (await findUserByEmail(db, input.email))?.id ?? null);
        throw error;
      });
      const user = await findUserByEmail(db, input.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!user || !valid) {
        await check.failed();
        await failed(user ? "wrong_password" : "unknown_email", user?.id ?? null);
        throw new AppError("UNAUTHORIZED", authMessages.wrongCredentials);
      }
      await check.passed();
      if (blockedStatuses.has(user.status)) {
        await failed(user.status === "pending" ? "account_pending" : "account_blocked", user.id);
        throw new AppError("FORBIDDEN", blockedMessage(user.status));
      }
      await recordAudit(db, { actor: { id: user.id, role: user.role }, action: "auth.login", object: { type: "user", id: user.id }, address });
      return sessionFor(user);
    },

    async refresh(actor: Actor | null): Promise<Session> {
      const signedIn = requireActor(actor);
      const user = await findUserById(db, signedIn.id);
      if (!user || blockedStatuses.has(user.status)) throw new AppError("UNAUTHORIZED", messages.unauthorized);
      return sessionFor(user, signedIn.sessionEndsAt);
    },

    /**
     * Resolves a bearer token to the caller. Deleted, pending, suspended or inactive accounts lose
     * access at once, and so does every token signed before the user's session version was raised.
     */
    async actorFromToken(token: string | undefined): Promise<{ actor: Actor; user: PublicUser } | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      // Kept only while the database is unchanged: a suspended account is refused on its next request.
      const session = await reads.read(`session:${claims.userId}`, async () => {
        const user = await findSessionUser(db, claims.userId);
        if (!user || blockedStatuses.has(user.status)) return null;
        return { actor: { id: user.id, role: user.role }, user: toPublicUser(user, user), sessionVersion: user.sessionVersion };
      });
      if (!session || session.sessionVersion !== claims.sessionVersion) return null;
      const actor: Actor = { ...session.actor };
      if (claims.endsAt !== undefined) actor.sessionEndsAt = claims.endsAt;
      return { actor, user: session.user };
    },
  };
}

import { createHash, randomBytes } from "node:crypto";
import type { ClassroomTokens } from "../../../common/google-classroom/classroom-exchange.js";
import { classroomScopes } from "../../../integrations/google-classroom/classroom-scopes.js";
import { VendorError } from "../../../integrations/vendor-error.js";
import type { GoogleClassroomConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { appErrorFromVendor } from "../../lib/vendor-errors.js";
import { type TokenCipher, tokenCipherFor } from "./google-classroom.crypto.js";
import { type ClassroomGateway, classroomVendorAnswers } from "./google-classroom.port.js";
import {
  type ConnectionRow,
  deleteConnections,
  findConnection,
  findUserRole,
  insertOauthState,
  purgeExpiredOauthStates,
  replaceConnection,
  takeOauthState,
  updateConnectionTokens,
} from "./google-classroom.repo.js";
import {
  type AssignmentInput,
  type CallbackQuery,
  type ClassroomCourse,
  type ClassroomStatus,
  type CreatedAssignment,
  classroomMessages as m,
} from "../../../common/google-classroom/google-classroom.schema.js";

/** Where the consent flow ends, as the spec's screen expects. */
export const screenPath = "/dashboard/google-classroom";
export const successRedirect = `${screenPath}?success=true&service=classroom`;
export const errorRedirect = `${screenPath}?error=true`;

/** A consent started by an admin must come back within this time, once. */
const stateTtlMs = 10 * 60 * 1000;
/** An access token this close to its expiry is renewed before a call. */
const refreshMarginMs = 60 * 1000;

type StoredSecrets = { accessToken: string; refreshToken: string | null };

const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

export type GoogleClassroomService = ReturnType<typeof createGoogleClassroomService>;

export type GoogleClassroomDeps = {
  db: Db;
  dataDir: string;
  config: GoogleClassroomConfig | undefined;
  /** Google, as server/adapters.ts built it; none when no OAuth client is configured. */
  gateway: ClassroomGateway | undefined;
  log?: (message: string, detail?: unknown) => void;
};

/** Google Classroom (admin only): OAuth connection of the school's account, its courses and new coursework. */
export function createGoogleClassroomService(deps: GoogleClassroomDeps) {
  const { db, config, gateway } = deps;
  const log = deps.log ?? (() => {});
  let cipher: TokenCipher | undefined;
  const tokenCipher = () => {
    cipher ??= tokenCipherFor(deps.dataDir);
    return cipher;
  };
  /** One refresh at a time: parallel calls with an expired token share it. */
  let refreshing: Promise<string> | null = null;

  function requireGateway(): ClassroomGateway {
    if (!gateway) throw new AppError("CONFLICT", m.notConfigured);
    return gateway;
  }

  function openSecrets(row: ConnectionRow): StoredSecrets | null {
    try {
      const parsed = JSON.parse(tokenCipher().open(row.tokens)) as StoredSecrets;
      return typeof parsed.accessToken === "string" ? parsed : null;
    } catch {
      return null;
    }
  }

  const seal = (tokens: StoredSecrets) => tokenCipher().seal(JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));

  /** Google's failures as Spanish answers; a revoked grant also forgets the stored tokens first. */
  async function googleFailure(error: unknown, action: string): Promise<never> {
    if (!(error instanceof VendorError)) throw error;
    log(`Google Classroom: ${action} falló`, { status: error.status, reason: error.reason });
    if (error.reason === "invalid_grant") await deleteConnections(db);
    throw appErrorFromVendor(error, classroomVendorAnswers);
  }

  function isExpiring(expiresAt: string | null): boolean {
    return expiresAt !== null && new Date(expiresAt).getTime() <= Date.now() + refreshMarginMs;
  }

  /** A working access token: the stored one, or a new one obtained once with the refresh token and stored. */
  async function accessToken(): Promise<string> {
    requireGateway();
    const secrets = await storedSecrets();
    if (secrets.fresh) return secrets.accessToken;
    refreshing ??= renewOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function storedSecrets(): Promise<StoredSecrets & { id: number; fresh: boolean }> {
    const row = await findConnection(db);
    if (!row) throw new AppError("CONFLICT", m.notConnected);
    const secrets = openSecrets(row);
    if (!secrets) throw new AppError("CONFLICT", m.unreadable);
    return { ...secrets, id: row.id, fresh: !isExpiring(row.expiresAt) };
  }

  /**
   * Reads the connection again first: a call that read the expired token just before another call
   * stored the renewed one gets here after that renewal, and must not spend the refresh token twice.
   */
  async function renewOnce(): Promise<string> {
    const secrets = await storedSecrets();
    if (secrets.fresh) return secrets.accessToken;
    if (!secrets.refreshToken) throw new AppError("CONFLICT", m.reconnect);
    const refreshToken = secrets.refreshToken;
    try {
      const fresh = await requireGateway().refresh(refreshToken);
      const kept = { accessToken: fresh.accessToken, refreshToken: fresh.refreshToken ?? refreshToken };
      await updateConnectionTokens(db, secrets.id, { tokens: seal(kept), expiresAt: fresh.expiresAt?.toISOString() ?? null });
      return fresh.accessToken;
    } catch (error) {
      return googleFailure(error, "renovar el token");
    }
  }

  /** The refresh token revokes the whole grant; without one, the access token does. */
  async function revokeAtGoogle(row: ConnectionRow): Promise<boolean> {
    const secrets = openSecrets(row);
    const token = secrets?.refreshToken ?? secrets?.accessToken;
    if (!gateway || !token) return false;
    try {
      await gateway.revoke(token);
      return true;
    } catch (error) {
      if (!(error instanceof VendorError)) throw error;
      // invalid_token: the grant is already gone (the account owner removed it, or it expired).
      if (error.reason === "invalid_token") return true;
      log("Google Classroom: revocar el acceso falló", { status: error.status, reason: error.reason });
      return false;
    }
  }

  function statusFrom(row: ConnectionRow | undefined): ClassroomStatus {
    const base: ClassroomStatus = {
      configured: Boolean(gateway),
      connected: false,
      expiresAt: null,
      renewsAutomatically: false,
      connectedAt: null,
      connectedBy: null,
      redirectUri: config?.redirectUri ?? null,
      error: null,
    };
    if (!gateway || !row) return base;
    const secrets = openSecrets(row);
    if (!secrets) return { ...base, error: m.unreadable };
    const renews = Boolean(secrets.refreshToken);
    const expired = row.expiresAt !== null && new Date(row.expiresAt).getTime() <= Date.now();
    if (expired && !renews) return { ...base, error: m.reconnect };
    return {
      ...base,
      connected: true,
      expiresAt: row.expiresAt,
      renewsAutomatically: renews,
      connectedAt: row.createdAt,
      connectedBy: row.firstName ? `${row.firstName} ${row.lastName ?? ""}`.trim() : null,
    };
  }

  return {
    async status(actor: Actor | null): Promise<ClassroomStatus> {
      assertAllowed(isAdmin(requireActor(actor)));
      return statusFrom(await findConnection(db));
    },

    /** The Google consent address for this admin; the state in it is stored hashed, for 10 minutes, once. */
    async authUrl(actor: Actor | null): Promise<{ url: string }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const google = requireGateway();
      const state = randomBytes(32).toString("base64url");
      const now = Date.now();
      await purgeExpiredOauthStates(db, new Date(now).toISOString());
      await insertOauthState(db, { stateHash: hashState(state), userId: admin.id, expiresAt: new Date(now + stateTtlMs).toISOString() });
      return { url: google.consentUrl(state) };
    },

    /**
     * Google's redirect back (the browser, without our bearer token). The state proves which admin
     * started it; the answer is always a path on our screen, never an error page.
     */
    async handleCallback(query: CallbackQuery): Promise<string> {
      if (!gateway || !query.state) return errorRedirect;
      const taken = await takeOauthState(db, hashState(query.state));
      if (!taken || new Date(taken.expiresAt).getTime() < Date.now()) return errorRedirect;
      const user = await findUserRole(db, taken.userId);
      if (!user || !isAdmin(user) || user.status !== "active") return errorRedirect;
      if (query.error || !query.code) {
        log("Google Classroom: consentimiento rechazado", { error: query.error });
        return errorRedirect;
      }
      let tokens: ClassroomTokens;
      try {
        tokens = await gateway.exchangeCode(query.code);
      } catch (error) {
        log("Google Classroom: el intercambio del código falló", error instanceof VendorError ? { status: error.status, reason: error.reason } : undefined);
        return errorRedirect;
      }
      const granted = new Set((tokens.scope ?? classroomScopes.join(" ")).split(/\s+/));
      if (!classroomScopes.every((scope) => granted.has(scope))) {
        log("Google Classroom: faltan permisos", { scope: tokens.scope });
        return errorRedirect;
      }
      // A reconnect without a new refresh token keeps the one already stored.
      const previous = await findConnection(db);
      const previousRefresh = previous ? (openSecrets(previous)?.refreshToken ?? null) : null;
      await replaceConnection(db, {
        tokens: seal({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? previousRefresh }),
        expiresAt: tokens.expiresAt?.toISOString() ?? null,
        scope: tokens.scope,
        connectedById: user.id,
      });
      // Google's redirect carries no session: the admin is the one who started the consent (the state).
      await recordAudit(db, { actor: { id: user.id, role: "admin" }, action: "integration.connected", object: { type: "integration", id: null }, details: { integration: "google_classroom" } });
      return successRedirect;
    },

    async courses(actor: Actor | null): Promise<ClassroomCourse[]> {
      assertAllowed(isAdmin(requireActor(actor)));
      const token = await accessToken();
      try {
        return await requireGateway().listCourses(token);
      } catch (error) {
        return googleFailure(error, "listar cursos");
      }
    },

    async createAssignment(actor: Actor | null, input: AssignmentInput): Promise<CreatedAssignment> {
      assertAllowed(isAdmin(requireActor(actor)));
      const due = input.dueDate ? new Date(input.dueDate) : null;
      if (due && due.getTime() <= Date.now()) throw new AppError("BAD_REQUEST", m.pastDue, { fields: { dueDate: m.pastDue } });
      const token = await accessToken();
      try {
        const created = await requireGateway().createCourseWork(token, input.courseId, {
          title: input.title,
          description: input.description,
          maxPoints: input.maxPoints,
          due,
        });
        return { courseWork: { ...created, courseId: input.courseId } };
      } catch (error) {
        return googleFailure(error, "crear la tarea");
      }
    },

    /**
     * Revokes the grant at Google, then forgets the stored tokens. The local disconnect happens even
     * when Google does not confirm; `revokedAtGoogle` then says the admin should remove the access in
     * the Google account.
     */
    async disconnect(actor: Actor | null): Promise<{ revokedAtGoogle: boolean }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const row = await findConnection(db);
      const revokedAtGoogle = row ? await revokeAtGoogle(row) : true;
      await deleteConnections(db);
      await recordAudit(db, {
        actor: admin,
        action: "integration.disconnected",
        object: { type: "integration", id: null },
        details: { integration: "google_classroom", revokedAtGoogle },
      });
      return { revokedAtGoogle };
    },
  };
}

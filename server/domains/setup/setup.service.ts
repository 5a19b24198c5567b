import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { AppError } from "../../lib/errors.js";
import { hashPassword } from "../../lib/passwords.js";
import type { Session } from "../../../common/auth/auth.schema.js";
import type { TokenService } from "../../lib/tokens.js";
import { toPublicUser } from "../users/users.mapper.js";
import { countUsersWithRole, findUserByEmail, insertUser } from "../users/users.repo.js";
import type { DemoCredential, FirstAdminInput, PlatformInfo } from "../../../common/setup/setup.schema.js";
import { privacyNoticeVersion } from "../privacy/privacy-notice.js";
import { isRegistrationOpen } from "../settings/settings.service.js";

export const setupMessages = {
  setupRequired: "La plataforma aún no está configurada. Crea primero la cuenta de administración.",
  alreadyDone: "La cuenta de administración ya existe. Inicia sesión.",
} as const;

export type SetupService = ReturnType<typeof createSetupService>;

export function createSetupService(deps: {
  db: Db;
  tokens: TokenService;
  config: AppConfig;
  demoCredentials: DemoCredential[];
}) {
  const { db, tokens, config } = deps;
  // Once an admin exists it is never "not set up" again, so the answer is cached after that.
  let adminExists = false;
  // One process serves the school: chaining the creations stops two first-run forms racing.
  let creation: Promise<unknown> = Promise.resolve();

  async function hasAdmin(): Promise<boolean> {
    if (!adminExists) adminExists = (await countUsersWithRole(db, "admin")) > 0;
    return adminExists;
  }

  async function createAdmin(input: FirstAdminInput) {
    const now = new Date().toISOString();
    return insertUser(db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      role: "admin",
      status: "active",
      tribe: null,
      groupName: null,
      avatar: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  return {
    async info(): Promise<PlatformInfo> {
      return {
        needsFirstAdmin: !(await hasAdmin()),
        demoMode: config.demoMode,
        registrationOpen: await isRegistrationOpen(db),
        school: config.school,
        dataController: config.dataController,
        privacyNoticeVersion,
        demoCredentials: config.demoMode ? deps.demoCredentials : [],
      };
    },

    /** Every call but health and setup waits until the first admin exists. */
    async assertReady(): Promise<void> {
      if (!(await hasAdmin())) throw new AppError("FORBIDDEN", setupMessages.setupRequired);
    },

    createFirstAdmin(input: FirstAdminInput): Promise<Session> {
      const attempt = creation.then(async () => {
        if (await hasAdmin()) throw new AppError("CONFLICT", setupMessages.alreadyDone);
        if (await findUserByEmail(db, input.email)) throw new AppError("CONFLICT", "El correo electrónico ya está registrado.");
        const user = await createAdmin(input);
        adminExists = true;
        return { user: toPublicUser(user), token: await tokens.sign({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion }) };
      });
      creation = attempt.catch(() => undefined);
      return attempt;
    },

    /** ADMIN_EMAIL and ADMIN_PASSWORD create the first admin at start-up when none exists. */
    async ensureInitialAdmin(): Promise<boolean> {
      if (!config.initialAdmin || (await hasAdmin())) return false;
      const { email, password } = config.initialAdmin;
      if (await findUserByEmail(db, email.toLowerCase())) {
        throw new Error(`ADMIN_EMAIL ${email} ya pertenece a un usuario que no es administrador.`);
      }
      await createAdmin({ email: email.toLowerCase(), password, firstName: "Administración", lastName: "Tribu" });
      adminExists = true;
      return true;
    },
  };
}

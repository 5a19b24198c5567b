import type { AppConfig } from "../../config.js";
import type { Db, DbOrTrx } from "../../db/connection.js";
import { withInstanceLock } from "../../db/instance-lock.js";
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

  async function hasAdmin(trx: DbOrTrx = db): Promise<boolean> {
    if (!adminExists) adminExists = (await countUsersWithRole(trx, "admin")) > 0;
    return adminExists;
  }

  /**
   * Creates the first admin unless one exists, as one step for every instance of Tribu on the
   * database: two first-run forms, or two instances starting with ADMIN_EMAIL, never make two.
   * Returns null when an admin already exists.
   */
  async function createFirstAdminOnce(input: FirstAdminInput, emailTaken: () => never) {
    if (await hasAdmin()) return null;
    const passwordHash = await hashPassword(input.password);
    const user = await withInstanceLock(db, "first-admin", async (trx) => {
      if (await hasAdmin(trx)) return null;
      if (await findUserByEmail(trx, input.email)) emailTaken();
      const now = new Date().toISOString();
      return insertUser(trx, {
        email: input.email,
        passwordHash,
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
    });
    if (user) adminExists = true;
    return user;
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

    async createFirstAdmin(input: FirstAdminInput): Promise<Session> {
      const user = await createFirstAdminOnce(input, () => {
        throw new AppError("CONFLICT", "El correo electrónico ya está registrado.");
      });
      if (!user) throw new AppError("CONFLICT", setupMessages.alreadyDone);
      return { user: toPublicUser(user, user), token: await tokens.sign({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion }) };
    },

    /** ADMIN_EMAIL and ADMIN_PASSWORD create the first admin at start-up when none exists. */
    async ensureInitialAdmin(): Promise<boolean> {
      if (!config.initialAdmin) return false;
      const { email, password } = config.initialAdmin;
      const user = await createFirstAdminOnce({ email: email.toLowerCase(), password, firstName: "Administración", lastName: "Tribu" }, () => {
        throw new Error(`ADMIN_EMAIL ${email} ya pertenece a un usuario que no es administrador.`);
      });
      return user !== null;
    },
  };
}

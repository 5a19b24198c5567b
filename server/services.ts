import { createAdapters } from "./adapters.js";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/connection.js";
import { createAuthService } from "./domains/auth/auth.service.js";
import type { DemoCredential } from "../common/setup/setup.schema.js";
import { createSetupService } from "./domains/setup/setup.service.js";
import { createUsersService } from "./domains/users/users.service.js";
import { createDashboardsService } from "./domains/dashboards/dashboards.service.js";
import { createClassesService } from "./domains/classes/classes.service.js";
import { createAssignmentsService } from "./domains/assignments/assignments.service.js";
import { createAssessmentsService } from "./domains/assessments/assessments.service.js";
import { createReportsService } from "./domains/reports/reports.service.js";
import { createMaterialsService } from "./domains/materials/materials.service.js";
import { createMateriasService } from "./domains/materias/materias.service.js";
import { createModulesService } from "./domains/modules/modules.service.js";
import { createPaymentsService } from "./domains/payments/payments.service.js";
import { createStudentWorkService } from "./domains/student-work/student-work.service.js";
import { createAccessibilityService } from "./domains/accessibility/accessibility.service.js";
import { createAuditService } from "./domains/audit/audit.service.js";
import { createPrivacyService } from "./domains/privacy/privacy.service.js";
import { createVisualDayService } from "./domains/visual-day/visual-day.service.js";
import { createQuotationsService } from "./domains/quotations/quotations.service.js";
import { createWhatsAppService } from "./domains/whatsapp/whatsapp.service.js";
import { createNotionService } from "./domains/notion/notion.service.js";
import { createTodoService } from "./domains/todo/todo.service.js";
import { createGoogleClassroomService } from "./domains/google-classroom/google-classroom.service.js";
import { createCrmService } from "./domains/crm/crm.service.js";
import { createSettingsService } from "./domains/settings/settings.service.js";
import { changeStampOf } from "./db/connection.js";
import { createThrottles, type Throttles } from "./lib/throttles.js";
import { createReadCache, noReadCache } from "./lib/read-cache.js";
import type { TokenService } from "./lib/tokens.js";

export type ServiceDeps = {
  db: Db;
  config: AppConfig;
  tokens: TokenService;
  /** Tests pass their own (other limits, a Redis namespace); otherwise built from the config. */
  throttles?: Throttles;
  demoCredentials?: DemoCredential[];
};

/** One instance of every domain service, shared by the REST routes and the tRPC procedures. */
export function createServices(deps: ServiceDeps) {
  const throttles =
    deps.throttles ??
    createThrottles({
      redisUrl: deps.config.redisUrl,
      limits: {
        requestsPerMinute: deps.config.rateLimits.requestsPerMinute,
        registrationsPerHour: deps.config.rateLimits.registrationsPerHour,
      },
    });
  const stamp = changeStampOf(deps.db);
  const reads = deps.config.readCache && stamp ? createReadCache(stamp) : noReadCache;
  const adapters = createAdapters(deps.db, deps.config);
  return {
    throttles,
    auth: createAuthService({ db: deps.db, tokens: deps.tokens, throttles, reads }),
    setup: createSetupService({
      db: deps.db,
      tokens: deps.tokens,
      config: deps.config,
      demoCredentials: deps.demoCredentials ?? [],
    }),
    users: createUsersService({ db: deps.db, throttles, tokens: deps.tokens }),
    dashboards: createDashboardsService({ db: deps.db, reads }),
    materias: createMateriasService({ db: deps.db }),
    modules: createModulesService({ db: deps.db, config: deps.config, reads }),
    materials: createMaterialsService({ db: deps.db }),
    assignments: createAssignmentsService({ db: deps.db }),
    classes: createClassesService({ db: deps.db }),
    assessments: createAssessmentsService({ db: deps.db }),
    reports: createReportsService({ db: deps.db }),
    payments: createPaymentsService({ db: deps.db, dataDir: deps.config.dataDir }),
    studentWork: createStudentWorkService({ db: deps.db, dataDir: deps.config.dataDir, reads }),
    accessibility: createAccessibilityService({ db: deps.db }),
    audit: createAuditService({ db: deps.db, retentionDays: deps.config.auditRetentionDays }),
    privacy: createPrivacyService({ db: deps.db, dataDir: deps.config.dataDir }),
    visualDay: createVisualDayService({ db: deps.db, dataDir: deps.config.dataDir }),
    quotations: createQuotationsService({ db: deps.db, config: deps.config, catalogue: adapters.catalogue, mailer: adapters.mailer }),
    whatsapp: createWhatsAppService({ db: deps.db, whatsapp: deps.config.whatsapp, channel: adapters.whatsapp }),
    notion: createNotionService({ board: adapters.taskBoard }),
    crm: createCrmService({ db: deps.db, config: deps.config, store: adapters.crm }),
    todo: createTodoService({ store: adapters.todo }),
    settings: createSettingsService({ db: deps.db }),
    googleClassroom: createGoogleClassroomService({
      db: deps.db,
      dataDir: deps.config.dataDir,
      config: deps.config.googleClassroom,
      gateway: adapters.classroom,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

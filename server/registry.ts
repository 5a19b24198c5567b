import type { Adapters } from "./adapters.js";
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
import { createTeacherVoicesService } from "./domains/teacher-voices/teacher-voices.service.js";
import { createAccessibilityService } from "./domains/accessibility/accessibility.service.js";
import { createAuditService } from "./domains/audit/audit.service.js";
import { createPrivacyService } from "./domains/privacy/privacy.service.js";
import { createVisualDayService } from "./domains/visual-day/visual-day.service.js";
import { createClassSignInService } from "./domains/class-sign-in/class-sign-in.service.js";
import { createQuotationsService } from "./domains/quotations/quotations.service.js";
import { createWhatsAppService } from "./domains/whatsapp/whatsapp.service.js";
import { createNotionService } from "./domains/notion/notion.service.js";
import { createTodoService } from "./domains/todo/todo.service.js";
import { createGoogleClassroomService } from "./domains/google-classroom/google-classroom.service.js";
import { createCrmService } from "./domains/crm/crm.service.js";
import { createAttendanceAlertDelivery } from "./domains/attendance/attendance.alert-delivery.js";
import { createAttendanceService } from "./domains/attendance/attendance.service.js";
import { createAnnouncementsService } from "./domains/announcements/announcements.service.js";
import { createCommentBankService } from "./domains/report-cards/comment-bank.service.js";
import { createReportCardsService } from "./domains/report-cards/report-cards.service.js";
import { createPiarService } from "./domains/piar/piar.service.js";
import { createStudentRecordsService } from "./domains/student-records/student-records.service.js";
import { createPromotionService } from "./domains/promotion/promotion.service.js";
import { createEnrolmentReportsService } from "./domains/enrolment-reports/enrolment-reports.service.js";
import { createEnrolmentService } from "./domains/enrolment/enrolment.service.js";
import { createCertificatesService } from "./domains/certificates/certificates.service.js";
import { createNotificationsService } from "./domains/notifications/notifications.service.js";
import { createSettingsService } from "./domains/settings/settings.service.js";
import { createMoodCheckInsService } from "./domains/mood-checkins/mood-checkins.service.js";
import { companyForDocuments } from "./domains/settings/company.js";
import { changeStampOf } from "./db/connection.js";
import { createThrottles, type Throttles } from "./lib/throttles.js";
import { createReadCache, noReadCache } from "./lib/read-cache.js";
import type { TokenService } from "./lib/tokens.js";
import { authRouter } from "./domains/auth/auth.router.js";
import { setupRouter } from "./domains/setup/setup.router.js";
import { usersRouter } from "./domains/users/users.router.js";
import { dashboardsRouter } from "./domains/dashboards/dashboards.router.js";
import { classesRouter } from "./domains/classes/classes.router.js";
import { assignmentsRouter } from "./domains/assignments/assignments.router.js";
import { examsRouter, quizzesRouter } from "./domains/assessments/assessments.router.js";
import { reportsRouter } from "./domains/reports/reports.router.js";
import { materialsRouter } from "./domains/materials/materials.router.js";
import { materiasRouter } from "./domains/materias/materias.router.js";
import { modulesRouter } from "./domains/modules/modules.router.js";
import { paymentsRouter } from "./domains/payments/payments.router.js";
import { studentWorkRouter } from "./domains/student-work/student-work.router.js";
import { teacherVoicesRouter } from "./domains/teacher-voices/teacher-voices.router.js";
import { accessibilityRouter } from "./domains/accessibility/accessibility.router.js";
import { auditRouter } from "./domains/audit/audit.router.js";
import { privacyRouter } from "./domains/privacy/privacy.router.js";
import { visualDayRouter } from "./domains/visual-day/visual-day.router.js";
import { classSignInRouter } from "./domains/class-sign-in/class-sign-in.router.js";
import { classSignInRest } from "./domains/class-sign-in/class-sign-in.rest.js";
import { quotationsRouter } from "./domains/quotations/quotations.router.js";
import { whatsappRouter } from "./domains/whatsapp/whatsapp.router.js";
import { notionRouter } from "./domains/notion/notion.router.js";
import { todoRouter } from "./domains/todo/todo.router.js";
import { googleClassroomRouter } from "./domains/google-classroom/google-classroom.router.js";
import { crmRouter } from "./domains/crm/crm.router.js";
import { attendanceRouter } from "./domains/attendance/attendance.router.js";
import { announcementsRouter } from "./domains/announcements/announcements.router.js";
import { reportCardsRouter } from "./domains/report-cards/report-cards.router.js";
import { piarRouter } from "./domains/piar/piar.router.js";
import { studentRecordsRouter } from "./domains/student-records/student-records.router.js";
import { promotionRouter } from "./domains/promotion/promotion.router.js";
import { enrolmentReportsRouter } from "./domains/enrolment-reports/enrolment-reports.router.js";
import { enrolmentRouter } from "./domains/enrolment/enrolment.router.js";
import { certificatesRouter } from "./domains/certificates/certificates.router.js";
import { notificationsRouter } from "./domains/notifications/notifications.router.js";
import { settingsRouter } from "./domains/settings/settings.router.js";
import { moodCheckInsRouter } from "./domains/mood-checkins/mood-checkins.router.js";
import { authRest } from "./domains/auth/auth.rest.js";
import { setupRest } from "./domains/setup/setup.rest.js";
import { usersRest } from "./domains/users/users.rest.js";
import { dashboardsRest } from "./domains/dashboards/dashboards.rest.js";
import { classesRest } from "./domains/classes/classes.rest.js";
import { assignmentsRest } from "./domains/assignments/assignments.rest.js";
import { assessmentsRest } from "./domains/assessments/assessments.rest.js";
import { reportsRest } from "./domains/reports/reports.rest.js";
import { materialsRest } from "./domains/materials/materials.rest.js";
import { materiasRest } from "./domains/materias/materias.rest.js";
import { modulesRest } from "./domains/modules/modules.rest.js";
import { paymentsRest } from "./domains/payments/payments.rest.js";
import { studentWorkRest } from "./domains/student-work/student-work.rest.js";
import { teacherVoicesRest } from "./domains/teacher-voices/teacher-voices.rest.js";
import { accessibilityRest } from "./domains/accessibility/accessibility.rest.js";
import { auditRest } from "./domains/audit/audit.rest.js";
import { privacyRest } from "./domains/privacy/privacy.rest.js";
import { visualDayRest } from "./domains/visual-day/visual-day.rest.js";
import { quotationsRest } from "./domains/quotations/quotations.rest.js";
import { whatsappRest } from "./domains/whatsapp/whatsapp.rest.js";
import { notionRest } from "./domains/notion/notion.rest.js";
import { todoRest } from "./domains/todo/todo.rest.js";
import { googleClassroomRest } from "./domains/google-classroom/google-classroom.rest.js";
import { crmRest } from "./domains/crm/crm.rest.js";
import { attendanceRest } from "./domains/attendance/attendance.rest.js";
import { announcementsRest } from "./domains/announcements/announcements.rest.js";
import { reportCardsRest } from "./domains/report-cards/report-cards.rest.js";
import { piarRest } from "./domains/piar/piar.rest.js";
import { studentRecordsRest } from "./domains/student-records/student-records.rest.js";
import { promotionRest } from "./domains/promotion/promotion.rest.js";
import { enrolmentReportsRest } from "./domains/enrolment-reports/enrolment-reports.rest.js";
import { enrolmentRest } from "./domains/enrolment/enrolment.rest.js";
import { certificatesRest } from "./domains/certificates/certificates.rest.js";
import { notificationsRest } from "./domains/notifications/notifications.rest.js";
import { settingsRest } from "./domains/settings/settings.rest.js";

export type ServiceDeps = {
  db: Db;
  config: AppConfig;
  tokens: TokenService;
  /** Tests pass their own (other limits, a Redis namespace); otherwise built from the config. */
  throttles?: Throttles;
  /** What stands behind each domain's port (openAdapters in adapters.ts). */
  adapters: Adapters;
  demoCredentials?: DemoCredential[];
};

/**
 * Every domain is registered here, in three lists: its service (built once, shared by both
 * adapters), its tRPC router, and its REST routes when the spec gives it /api paths.
 * Adding a domain adds one line to each list (docs/adding-a-domain.md).
 */

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
  const adapters = deps.adapters;
  const whatsapp = createWhatsAppService({ db: deps.db, whatsapp: deps.config.whatsapp, channel: adapters.whatsapp });
  const attendanceAlerts = createAttendanceAlertDelivery({
    db: deps.db,
    mailer: adapters.mailer,
    whatsapp: deps.config.whatsapp ? { templates: deps.config.whatsapp.templates, send: whatsapp.sendSchoolTemplate } : null,
    schoolName: deps.config.school.name,
  });
  return {
    throttles,
    auth: createAuthService({ db: deps.db, tokens: deps.tokens, throttles, reads }),
    setup: createSetupService({
      db: deps.db,
      tokens: deps.tokens,
      config: deps.config,
      demoCredentials: deps.demoCredentials ?? [],
    }),
    users: createUsersService({ db: deps.db, throttles, tokens: deps.tokens, dataDir: deps.config.dataDir }),
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
    teacherVoices: createTeacherVoicesService({ db: deps.db, dataDir: deps.config.dataDir, reads }),
    accessibility: createAccessibilityService({ db: deps.db }),
    audit: createAuditService({ db: deps.db, retentionDays: deps.config.auditRetentionDays }),
    privacy: createPrivacyService({ db: deps.db, dataDir: deps.config.dataDir, company: () => companyForDocuments(deps.db, deps.config.dataDir, deps.config.school.name) }),
    visualDay: createVisualDayService({ db: deps.db, dataDir: deps.config.dataDir }),
    classSignIn: createClassSignInService({ db: deps.db, tokens: deps.tokens, throttles }),
    quotations: createQuotationsService({ db: deps.db, config: deps.config, catalogue: adapters.catalogue, mailer: adapters.mailer, company: () => companyForDocuments(deps.db, deps.config.dataDir, deps.config.school.name) }),
    whatsapp,
    notion: createNotionService({ board: adapters.taskBoard }),
    crm: createCrmService({ db: deps.db, config: deps.config, store: adapters.crm }),
    todo: createTodoService({ store: adapters.todo }),
    attendance: createAttendanceService({ db: deps.db, dataDir: deps.config.dataDir, afterAlerts: attendanceAlerts.kick, reads }),
    attendanceAlerts,
    announcements: createAnnouncementsService({ db: deps.db, dataDir: deps.config.dataDir }),
    commentBank: createCommentBankService({ db: deps.db }),
    piar: createPiarService({ db: deps.db, company: () => companyForDocuments(deps.db, deps.config.dataDir, deps.config.school.name) }),
    promotion: createPromotionService({ db: deps.db }),
    enrolmentReports: createEnrolmentReportsService({ db: deps.db, company: () => companyForDocuments(deps.db, deps.config.dataDir, deps.config.school.name) }),
    enrolment: createEnrolmentService({ db: deps.db }),
    studentRecords: createStudentRecordsService({ db: deps.db }),
    certificates: createCertificatesService({ db: deps.db, company: () => companyForDocuments(deps.db, deps.config.dataDir, deps.config.school.name), publicUrl: deps.config.publicUrl, throttles }),
    reportCards: createReportCardsService({ db: deps.db, company: () => companyForDocuments(deps.db, deps.config.dataDir, deps.config.school.name) }),
    notifications: createNotificationsService({ db: deps.db, mailer: adapters.mailer, reads }),
    settings: createSettingsService({ db: deps.db, dataDir: deps.config.dataDir, schoolName: deps.config.school.name }),
    moodCheckIns: createMoodCheckInsService({ db: deps.db }),
    googleClassroom: createGoogleClassroomService({
      db: deps.db,
      dataDir: deps.config.dataDir,
      config: deps.config.googleClassroom,
      gateway: adapters.classroom,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** The tRPC routers, by the name the client calls them (`trpc.<name>.<procedure>`). */
export const domainRouters = {
  auth: authRouter,
  setup: setupRouter,
  users: usersRouter,
  dashboards: dashboardsRouter,
  materias: materiasRouter,
  modules: modulesRouter,
  materials: materialsRouter,
  assignments: assignmentsRouter,
  classes: classesRouter,
  exams: examsRouter,
  quizzes: quizzesRouter,
  reports: reportsRouter,
  payments: paymentsRouter,
  studentWork: studentWorkRouter,
  teacherVoices: teacherVoicesRouter,
  accessibility: accessibilityRouter,
  audit: auditRouter,
  privacy: privacyRouter,
  visualDay: visualDayRouter,
  classSignIn: classSignInRouter,
  quotations: quotationsRouter,
  whatsapp: whatsappRouter,
  notion: notionRouter,
  crm: crmRouter,
  todo: todoRouter,
  googleClassroom: googleClassroomRouter,
  settings: settingsRouter,
  attendance: attendanceRouter,
  announcements: announcementsRouter,
  reportCards: reportCardsRouter,
  piar: piarRouter,
  studentRecords: studentRecordsRouter,
  promotion: promotionRouter,
  enrolmentReports: enrolmentReportsRouter,
  enrolment: enrolmentRouter,
  certificates: certificatesRouter,
  notifications: notificationsRouter,
  moodCheckIns: moodCheckInsRouter,
};

/** The spec's /api routes, in registration order (the first-run paths first). */
export const domainRoutes = [setupRest, authRest, usersRest, dashboardsRest, materiasRest, modulesRest, materialsRest, assignmentsRest, classesRest, assessmentsRest, reportsRest, paymentsRest, studentWorkRest, teacherVoicesRest, accessibilityRest, auditRest, privacyRest, visualDayRest, classSignInRest, quotationsRest, whatsappRest, notionRest, crmRest, todoRest, googleClassroomRest, settingsRest, attendanceRest, announcementsRest, reportCardsRest, notificationsRest, piarRest, promotionRest, enrolmentReportsRest, enrolmentRest, studentRecordsRest, certificatesRest];

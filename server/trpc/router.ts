import { authRouter } from "../domains/auth/auth.router.js";
import { setupRouter } from "../domains/setup/setup.router.js";
import { usersRouter } from "../domains/users/users.router.js";
import { dashboardsRouter } from "../domains/dashboards/dashboards.router.js";
import { classesRouter } from "../domains/classes/classes.router.js";
import { assignmentsRouter } from "../domains/assignments/assignments.router.js";
import { examsRouter, quizzesRouter } from "../domains/assessments/assessments.router.js";
import { reportsRouter } from "../domains/reports/reports.router.js";
import { materialsRouter } from "../domains/materials/materials.router.js";
import { materiasRouter } from "../domains/materias/materias.router.js";
import { modulesRouter } from "../domains/modules/modules.router.js";
import { paymentsRouter } from "../domains/payments/payments.router.js";
import { studentWorkRouter } from "../domains/student-work/student-work.router.js";
import { accessibilityRouter } from "../domains/accessibility/accessibility.router.js";
import { auditRouter } from "../domains/audit/audit.router.js";
import { privacyRouter } from "../domains/privacy/privacy.router.js";
import { visualDayRouter } from "../domains/visual-day/visual-day.router.js";
import { quotationsRouter } from "../domains/quotations/quotations.router.js";
import { whatsappRouter } from "../domains/whatsapp/whatsapp.router.js";
import { notionRouter } from "../domains/notion/notion.router.js";
import { todoRouter } from "../domains/todo/todo.router.js";
import { googleClassroomRouter } from "../domains/google-classroom/google-classroom.router.js";
import { crmRouter } from "../domains/crm/crm.router.js";
import { settingsRouter } from "../domains/settings/settings.router.js";
import { router } from "./init.js";

export const appRouter = router({
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
  accessibility: accessibilityRouter,
  audit: auditRouter,
  privacy: privacyRouter,
  visualDay: visualDayRouter,
  quotations: quotationsRouter,
  whatsapp: whatsappRouter,
  notion: notionRouter,
  crm: crmRouter,
  todo: todoRouter,
  googleClassroom: googleClassroomRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;

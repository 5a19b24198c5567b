import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { authRest } from "../domains/auth/auth.rest.js";
import { setupRest } from "../domains/setup/setup.rest.js";
import { usersRest } from "../domains/users/users.rest.js";
import { dashboardsRest } from "../domains/dashboards/dashboards.rest.js";
import { classesRest } from "../domains/classes/classes.rest.js";
import { assignmentsRest } from "../domains/assignments/assignments.rest.js";
import { assessmentsRest } from "../domains/assessments/assessments.rest.js";
import { reportsRest } from "../domains/reports/reports.rest.js";
import { materialsRest } from "../domains/materials/materials.rest.js";
import { materiasRest } from "../domains/materias/materias.rest.js";
import { modulesRest } from "../domains/modules/modules.rest.js";
import { paymentsRest } from "../domains/payments/payments.rest.js";
import { studentWorkRest } from "../domains/student-work/student-work.rest.js";
import { accessibilityRest } from "../domains/accessibility/accessibility.rest.js";
import { auditRest } from "../domains/audit/audit.rest.js";
import { privacyRest } from "../domains/privacy/privacy.rest.js";
import { visualDayRest } from "../domains/visual-day/visual-day.rest.js";
import { quotationsRest } from "../domains/quotations/quotations.rest.js";
import { whatsappRest } from "../domains/whatsapp/whatsapp.rest.js";
import { notionRest } from "../domains/notion/notion.rest.js";
import { todoRest } from "../domains/todo/todo.rest.js";
import { googleClassroomRest } from "../domains/google-classroom/google-classroom.rest.js";
import { crmRest } from "../domains/crm/crm.rest.js";
import { settingsRest } from "../domains/settings/settings.rest.js";
import { maxUploadBytes } from "../lib/files.js";
import { contextFor, type RequestContext } from "../trpc/context.js";
import type { Services } from "../services.js";

declare module "fastify" {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const openPaths = new Set(["/api/setup", "/api/setup/admin"]);

/** The documented /api paths. Each route is a thin call into the same services tRPC uses. */
export function restApi(services: Services): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest("ctx", null as unknown as RequestContext);
    app.addHook("onRequest", async (request) => {
      const path = request.url.split("?")[0] ?? "";
      if (!openPaths.has(path)) await services.setup.assertReady();
      request.ctx = await contextFor(services, request);
    });

    // Uploads stream to disk; past 10 MB the part is cut off and the route answers 413.
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 } });

    await app.register(setupRest);
    await app.register(authRest);
    await app.register(usersRest);
    await app.register(dashboardsRest);
    await app.register(materiasRest);
    await app.register(modulesRest);
    await app.register(materialsRest);
    await app.register(assignmentsRest);
    await app.register(classesRest);
    await app.register(assessmentsRest);
    await app.register(reportsRest);
    await app.register(paymentsRest);
    await app.register(studentWorkRest);
    await app.register(accessibilityRest);
    await app.register(auditRest);
    await app.register(privacyRest);
    await app.register(visualDayRest);
    await app.register(quotationsRest);
    await app.register(whatsappRest);
    await app.register(notionRest);
    await app.register(crmRest);
    await app.register(todoRest);
    await app.register(googleClassroomRest);
    await app.register(settingsRest);
  };
}

import { adminProcedure, router } from "../../trpc/init.js";
import { reportYearInput, simatCheckSchema } from "../../../common/enrolment-reports/enrolment-reports.schema.js";
import { simatSettingsSchema } from "../../../common/enrolment-reports/simat-settings.js";

/** The SIMAT report's check and the school's SIMAT data (issue 36); the downloads are REST (enrolment-reports.rest.ts). */
export const enrolmentReportsRouter = router({
  simatCheck: adminProcedure
    .input(reportYearInput)
    .output(simatCheckSchema)
    .query(({ ctx, input }) => ctx.services.enrolmentReports.simatCheck(ctx.actor, input)),
  simatSettings: adminProcedure.output(simatSettingsSchema).query(({ ctx }) => ctx.services.enrolmentReports.simatSettings(ctx.actor)),
  saveSimatSettings: adminProcedure
    .input(simatSettingsSchema)
    .output(simatSettingsSchema)
    .mutation(({ ctx, input }) => ctx.services.enrolmentReports.saveSimatSettings(ctx.actor, input)),
});

import { adminProcedure, router } from "../../trpc/init.js";
import { systemReportSchema } from "../../../common/reports/reports.schema.js";

export const reportsRouter = router({
  system: adminProcedure.output(systemReportSchema).query(({ ctx }) => ctx.services.reports.system(ctx.actor)),
});

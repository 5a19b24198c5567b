import { z } from "zod";
import { adminProcedure, router } from "../../trpc/init.js";
import {
  enrolmentHistorySchema,
  enrolmentListItemSchema,
  statusChangeInput,
  studentIdInput,
  yearEndPreviewSchema,
  yearEndResultSchema,
  yearInput,
} from "../../../common/enrolment/enrolment.schema.js";

/** Enrolment (issue 36): the files' list, the novedades and the year-end step; the import is REST (a file). */
export const enrolmentRouter = router({
  list: adminProcedure.output(z.array(enrolmentListItemSchema)).query(({ ctx }) => ctx.services.enrolment.list(ctx.actor)),
  history: adminProcedure
    .input(studentIdInput)
    .output(enrolmentHistorySchema)
    .query(({ ctx, input }) => ctx.services.enrolment.history(ctx.actor, input.studentId)),
  changeStatus: adminProcedure
    .input(statusChangeInput)
    .output(enrolmentHistorySchema)
    .mutation(({ ctx, input }) => ctx.services.enrolment.changeStatus(ctx.actor, input)),
  yearEndPreview: adminProcedure
    .input(yearInput)
    .output(yearEndPreviewSchema)
    .query(({ ctx, input }) => ctx.services.enrolment.yearEndPreview(ctx.actor, input.year)),
  yearEndApply: adminProcedure
    .input(yearInput)
    .output(yearEndResultSchema)
    .mutation(({ ctx, input }) => ctx.services.enrolment.yearEndApply(ctx.actor, input.year)),
});

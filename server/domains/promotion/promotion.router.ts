import { z } from "zod";
import { adminProcedure, authedProcedure, router } from "../../trpc/init.js";
import {
  actaIdInput,
  actaSchema,
  adoptSieeInput,
  commissionSchema,
  createActivityInput,
  recordResultInput,
  saveActaInput,
  sieeOverviewSchema,
  sieeVersionInput,
  sieeVersionSchema,
  studentYearInput,
  supportActivitySchema,
  tribeActivitiesSchema,
  tribeYearInput,
} from "../../../common/promotion/promotion.schema.js";

/** The SIEE, support activities and the commission's acta (issue 35); the service decides every call. */
export const promotionRouter = router({
  siee: authedProcedure.output(sieeOverviewSchema).query(({ ctx }) => ctx.services.promotion.siee(ctx.actor)),
  sieeVersion: authedProcedure
    .input(sieeVersionInput)
    .output(sieeVersionSchema)
    .query(({ ctx, input }) => ctx.services.promotion.sieeVersion(ctx.actor, input.version)),
  adoptSiee: adminProcedure
    .input(adoptSieeInput)
    .output(sieeVersionSchema)
    .mutation(({ ctx, input }) => ctx.services.promotion.adoptSiee(ctx.actor, input)),
  studentActivities: authedProcedure
    .input(studentYearInput)
    .output(z.array(supportActivitySchema))
    .query(({ ctx, input }) => ctx.services.promotion.studentActivities(ctx.actor, input.studentId, input.year)),
  tribeActivities: authedProcedure
    .input(tribeYearInput)
    .output(tribeActivitiesSchema)
    .query(({ ctx, input }) => ctx.services.promotion.tribeActivities(ctx.actor, input)),
  createActivity: authedProcedure
    .input(createActivityInput)
    .output(supportActivitySchema)
    .mutation(({ ctx, input }) => ctx.services.promotion.createActivity(ctx.actor, input)),
  recordResult: authedProcedure
    .input(recordResultInput)
    .output(supportActivitySchema)
    .mutation(({ ctx, input }) => ctx.services.promotion.recordResult(ctx.actor, input)),
  commission: authedProcedure
    .input(tribeYearInput)
    .output(commissionSchema)
    .query(({ ctx, input }) => ctx.services.promotion.commission(ctx.actor, input)),
  acta: authedProcedure
    .input(actaIdInput)
    .output(actaSchema)
    .query(({ ctx, input }) => ctx.services.promotion.acta(ctx.actor, input.id)),
  saveActa: adminProcedure
    .input(saveActaInput)
    .output(actaSchema)
    .mutation(({ ctx, input }) => ctx.services.promotion.saveActa(ctx.actor, input)),
  closeActa: adminProcedure
    .input(actaIdInput)
    .output(actaSchema)
    .mutation(({ ctx, input }) => ctx.services.promotion.closeActa(ctx.actor, input.id)),
  correctActa: adminProcedure
    .input(actaIdInput)
    .output(actaSchema)
    .mutation(({ ctx, input }) => ctx.services.promotion.correctActa(ctx.actor, input.id)),
});

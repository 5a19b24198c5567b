import { z } from "zod";
import { adminProcedure, authedProcedure, router, staffProcedure } from "../../trpc/init.js";
import {
  agreePiarInput,
  competencyReportInput,
  competencyReportSchema,
  followupInput,
  piarSchema,
  revisionInput,
  revisionSchema,
  revisionSummarySchema,
  savePiarInput,
  signPiarInput,
  studentIdInput,
} from "../../../common/piar/piar.schema.js";

export const piarRouter = router({
  get: authedProcedure
    .input(studentIdInput)
    .output(piarSchema)
    .query(({ ctx, input }) => ctx.services.piar.get(ctx.actor, input.studentId)),
  /** The plan, or null when the student has none yet. */
  find: authedProcedure
    .input(studentIdInput)
    .output(piarSchema.nullable())
    .query(({ ctx, input }) => ctx.services.piar.find(ctx.actor, input.studentId)),
  save: staffProcedure
    .input(savePiarInput)
    .output(piarSchema)
    .mutation(({ ctx, input }) => ctx.services.piar.save(ctx.actor, input)),
  /** The history of revisions (who, when, what changed). */
  revisions: authedProcedure
    .input(studentIdInput)
    .output(z.array(revisionSummarySchema))
    .query(({ ctx, input }) => ctx.services.piar.revisions(ctx.actor, input.studentId)),
  /** One revision as saved, read-only, with its agreement and its acta's signatures. */
  revision: authedProcedure
    .input(revisionInput)
    .output(revisionSchema)
    .query(({ ctx, input }) => ctx.services.piar.revision(ctx.actor, input.studentId, input.revision)),
  /** A revision's PDF (Anexo 1, 2 and 3), from the stored revision, as base64. */
  revisionPdf: authedProcedure
    .input(revisionInput)
    .output(z.object({ fileName: z.string(), base64: z.string() }))
    .query(async ({ ctx, input }) => {
      const file = await ctx.services.piar.revisionPdf(ctx.actor, input.studentId, input.revision);
      return { fileName: file.fileName, base64: file.buffer.toString("base64") };
    }),
  agree: authedProcedure
    .input(agreePiarInput)
    .output(piarSchema)
    .mutation(({ ctx, input }) => ctx.services.piar.agree(ctx.actor, input.studentId, input.revision)),
  /** "Firmar acta": the student's teacher, or an admin as directivo. */
  sign: staffProcedure
    .input(signPiarInput)
    .output(revisionSchema)
    .mutation(({ ctx, input }) => ctx.services.piar.sign(ctx.actor, input)),
  directivoTitles: adminProcedure.output(z.array(z.string())).query(({ ctx }) => ctx.services.piar.directivoTitles(ctx.actor)),
  followup: staffProcedure
    .input(followupInput)
    .output(piarSchema)
    .mutation(({ ctx, input }) => ctx.services.piar.followup(ctx.actor, input)),
  competencyReports: authedProcedure
    .input(studentIdInput)
    .output(z.array(competencyReportSchema))
    .query(({ ctx, input }) => ctx.services.piar.competencyReports(ctx.actor, input.studentId)),
  publishCompetencyReport: staffProcedure
    .input(competencyReportInput)
    .output(z.array(competencyReportSchema))
    .mutation(({ ctx, input }) => ctx.services.piar.publishCompetencyReport(ctx.actor, input)),
  reviewsDue: adminProcedure
    .output(z.array(z.object({ studentId: z.number(), studentName: z.string(), tribe: z.string().nullable(), reviewDue: z.string() })))
    .query(({ ctx }) => ctx.services.piar.reviewsDue(ctx.actor)),
});

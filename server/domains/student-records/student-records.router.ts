import { z } from "zod";
import { adminProcedure, authedProcedure, parentProcedure, router } from "../../trpc/init.js";
import { studentRecordSchema } from "../../../common/student-records/record.schema.js";
import {
  childFileSchema,
  correctionInput,
  correctionRequestSchema,
  recordFormSchema,
  recordSettingsOutput,
  recordSettingsSchema,
  resolveInput,
  saveRecordAnswer,
  studentIdInput,
} from "../../../common/student-records/record-requests.js";

/** The student's file (issue 36). `save` takes the file as PUT /api/students/:id/record does; the service checks it with the school's day. */
export const studentRecordsRouter = router({
  get: authedProcedure
    .input(studentIdInput)
    .output(studentRecordSchema)
    .query(({ ctx, input }) => ctx.services.studentRecords.get(ctx.actor, input.studentId)),
  form: adminProcedure
    .input(studentIdInput)
    .output(recordFormSchema)
    .query(({ ctx, input }) => ctx.services.studentRecords.form(ctx.actor, input.studentId)),
  save: adminProcedure
    .input(studentIdInput.extend({ record: z.unknown() }))
    .output(saveRecordAnswer)
    .mutation(({ ctx, input }) => ctx.services.studentRecords.save(ctx.actor, input.studentId, input.record)),
  childFile: parentProcedure
    .input(studentIdInput)
    .output(childFileSchema)
    .query(({ ctx, input }) => ctx.services.studentRecords.childFile(ctx.actor, input.studentId)),
  requestCorrection: parentProcedure
    .input(correctionInput)
    .output(correctionRequestSchema)
    .mutation(({ ctx, input }) => ctx.services.studentRecords.requestCorrection(ctx.actor, input)),
  pendingRequests: adminProcedure.output(z.array(correctionRequestSchema)).query(({ ctx }) => ctx.services.studentRecords.pendingRequests(ctx.actor)),
  resolveRequest: adminProcedure
    .input(resolveInput)
    .output(correctionRequestSchema)
    .mutation(({ ctx, input }) => ctx.services.studentRecords.resolveRequest(ctx.actor, input)),
  settings: adminProcedure.output(recordSettingsOutput).query(({ ctx }) => ctx.services.studentRecords.settings(ctx.actor)),
  saveSettings: adminProcedure
    .input(recordSettingsSchema)
    .output(recordSettingsOutput)
    .mutation(({ ctx, input }) => ctx.services.studentRecords.saveSettings(ctx.actor, input)),
});

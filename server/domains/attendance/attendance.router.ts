import { adminProcedure, parentProcedure, router, schoolProcedure, staffProcedure } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  alertListSchema,
  attendanceMessages as m,
  calendarOutput,
  calendarQuery,
  calendarSchema,
  excuseIdInput,
  excuseInput,
  excuseListSchema,
  excuseOutput,
  listExcusesInput,
  registerQuery,
  registerSchema,
  saveCalendarInput,
  savedRegisterOutput,
  saveRegisterInput,
  summaryInput,
  summarySchema,
  supportInput,
} from "../../../common/attendance/attendance.schema.js";

/** The same service calls as /api/attendance (attendance.rest.ts). */
export const attendanceRouter = router({
  register: staffProcedure
    .input(registerQuery)
    .output(registerSchema)
    .query(({ ctx, input }) => ctx.services.attendance.register(ctx.actor, input)),
  save: staffProcedure
    .input(saveRegisterInput)
    .output(savedRegisterOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.saved, await ctx.services.attendance.save(ctx.actor, input))),
  excuses: schoolProcedure
    .input(listExcusesInput.prefault({}))
    .output(excuseListSchema)
    .query(({ ctx, input }) => ctx.services.attendance.listExcuses(ctx.actor, input)),
  sendExcuse: parentProcedure
    .input(excuseInput)
    .output(excuseOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.excuseSent, await ctx.services.attendance.sendExcuse(ctx.actor, input))),
  /** "Agregar soporte" with a note only; a file goes by REST (POST /api/attendance/excuses/:id/support, multipart). */
  addExcuseSupport: parentProcedure
    .input(supportInput)
    .output(excuseOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.supportAdded, await ctx.services.attendance.addSupport(ctx.actor, input))),
  acceptExcuse: staffProcedure
    .input(excuseIdInput)
    .output(excuseOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.excuseAccepted, await ctx.services.attendance.acceptExcuse(ctx.actor, input.id))),
  alerts: schoolProcedure.output(alertListSchema).query(({ ctx }) => ctx.services.attendance.alerts(ctx.actor)),
  summary: schoolProcedure
    .input(summaryInput)
    .output(summarySchema)
    .query(({ ctx, input }) => ctx.services.attendance.summary(ctx.actor, input)),
  calendar: schoolProcedure
    .input(calendarQuery.prefault({}))
    .output(calendarSchema)
    .query(({ ctx, input }) => ctx.services.attendance.calendar(ctx.actor, input)),
  saveCalendar: adminProcedure
    .input(saveCalendarInput)
    .output(calendarOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.calendarSaved, await ctx.services.attendance.saveCalendar(ctx.actor, input))),
});

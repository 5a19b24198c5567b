import { z } from "zod";
import { adminProcedure, classroomProcedure, router, staffProcedure } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  classIdInput,
  classMessages,
  classOptionsSchema,
  classSavedOutput,
  classSchema,
  createClassInput,
  enrolInput,
  enrolledOutput,
  enrolmentRemovedOutput,
  enrolmentSchema,
  updateClassCall,
} from "../../../common/classes/classes.schema.js";

/** The same service calls as /api/classes and /api/studentclasses. */
export const classesRouter = router({
  list: classroomProcedure.output(z.array(classSchema)).query(({ ctx }) => ctx.services.classes.list(ctx.actor)),
  options: adminProcedure.output(classOptionsSchema).query(({ ctx }) => ctx.services.classes.options(ctx.actor)),
  create: adminProcedure
    .input(createClassInput)
    .output(classSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(classMessages.created, await ctx.services.classes.create(ctx.actor, input))),
  update: adminProcedure
    .input(updateClassCall)
    .output(classSavedOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => withMessage(classMessages.updated, await ctx.services.classes.update(ctx.actor, id, fields))),
  students: staffProcedure
    .input(classIdInput)
    .output(classOptionsSchema.shape.students)
    .query(({ ctx, input }) => ctx.services.classes.students(ctx.actor, input.id)),
  enrolments: adminProcedure.output(z.array(enrolmentSchema)).query(({ ctx }) => ctx.services.classes.enrolments(ctx.actor)),
  enrol: adminProcedure
    .input(enrolInput)
    .output(enrolledOutput)
    .mutation(async ({ ctx, input }) => withMessage(classMessages.enrolled, await ctx.services.classes.enrol(ctx.actor, input))),
  removeEnrolment: adminProcedure
    .input(classIdInput)
    .output(enrolmentRemovedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.classes.removeEnrolment(ctx.actor, input.id);
      return withMessage(classMessages.removed);
    }),
});

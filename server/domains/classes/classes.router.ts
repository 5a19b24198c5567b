import { authedProcedure, router } from "../../trpc/init.js";
import { classIdInput, createClassInput, enrolInput, updateClassInput } from "../../../common/classes/classes.schema.js";

/** The same service calls as /api/classes and /api/studentclasses. */
export const classesRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.classes.list(ctx.actor)),
  options: authedProcedure.query(({ ctx }) => ctx.services.classes.options(ctx.actor)),
  create: authedProcedure.input(createClassInput).mutation(({ ctx, input }) => ctx.services.classes.create(ctx.actor, input)),
  update: authedProcedure
    .input(classIdInput.extend(updateClassInput.shape))
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return ctx.services.classes.update(ctx.actor, id, fields);
    }),
  students: authedProcedure.input(classIdInput).query(({ ctx, input }) => ctx.services.classes.students(ctx.actor, input.id)),
  enrolments: authedProcedure.query(({ ctx }) => ctx.services.classes.enrolments(ctx.actor)),
  enrol: authedProcedure.input(enrolInput).mutation(({ ctx, input }) => ctx.services.classes.enrol(ctx.actor, input)),
  removeEnrolment: authedProcedure.input(classIdInput).mutation(({ ctx, input }) => ctx.services.classes.removeEnrolment(ctx.actor, input.id)),
});

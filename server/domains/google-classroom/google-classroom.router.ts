import { z } from "zod";
import { adminProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  authUrlSchema,
  classroomCourseSchema,
  classroomMessages,
  classroomStatusSchema,
  createAssignmentCall,
  createdAssignmentOutput,
  disconnectedAnswer,
  disconnectedOutput,
} from "../../../common/google-classroom/google-classroom.schema.js";

export const googleClassroomRouter = router({
  status: adminProcedure.output(classroomStatusSchema).query(({ ctx }) => ctx.services.googleClassroom.status(ctx.actor)),
  authUrl: adminProcedure.output(authUrlSchema).mutation(({ ctx }) => ctx.services.googleClassroom.authUrl(ctx.actor)),
  courses: adminProcedure.output(z.array(classroomCourseSchema)).query(({ ctx }) => ctx.services.googleClassroom.courses(ctx.actor)),
  createAssignment: adminProcedure
    .input(createAssignmentCall)
    .output(createdAssignmentOutput)
    .mutation(async ({ ctx, input }) =>
      withMessage(classroomMessages.created, await ctx.services.googleClassroom.createAssignment(ctx.actor, { ...input.fields, courseId: input.courseId })),
    ),
  disconnect: adminProcedure
    .output(disconnectedOutput)
    .mutation(async ({ ctx }) => disconnectedAnswer(await ctx.services.googleClassroom.disconnect(ctx.actor))),
});

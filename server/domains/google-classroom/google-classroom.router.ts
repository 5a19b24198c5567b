import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";

// The service parses the fields itself, so REST and tRPC answer the same Spanish messages.
const assignment = z.object({ courseId: z.string().max(100), fields: z.record(z.string(), z.unknown()) });

export const googleClassroomRouter = router({
  status: authedProcedure.query(({ ctx }) => ctx.services.googleClassroom.status(ctx.actor)),
  authUrl: authedProcedure.mutation(({ ctx }) => ctx.services.googleClassroom.authUrl(ctx.actor)),
  courses: authedProcedure.query(({ ctx }) => ctx.services.googleClassroom.courses(ctx.actor)),
  createAssignment: authedProcedure
    .input(assignment)
    .mutation(({ ctx, input }) => ctx.services.googleClassroom.createAssignment(ctx.actor, input.courseId, input.fields)),
  disconnect: authedProcedure.mutation(({ ctx }) => ctx.services.googleClassroom.disconnect(ctx.actor)),
});

import { authedProcedure, router } from "../../trpc/init.js";
import { teacherVoiceSchema, voiceSubjectInput } from "../../../common/teacher-voices/teacher-voices.schema.js";

/** Recording and deleting go through REST (multipart); the client asks here whether a subject has a voice. */
export const teacherVoicesRouter = router({
  find: authedProcedure
    .input(voiceSubjectInput)
    .output(teacherVoiceSchema.nullable())
    .query(({ ctx, input }) => ctx.services.teacherVoices.find(ctx.actor, input)),
});

import { z } from "zod";
import { adminProcedure, authedProcedure, parentProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  childConsentSchema,
  consentOutput,
  erasedAnswer,
  eraseInput,
  eraseResultSchema,
  missingConsentSchema,
  privacyMessages,
  studentIdInput,
} from "../../../common/privacy/privacy.schema.js";

/** Consent and erasure. The export is a zip, so it is REST only: GET /api/students/{id}/export. */
export const privacyRouter = router({
  myChildren: parentProcedure.output(z.array(childConsentSchema)).query(({ ctx }) => ctx.services.privacy.myChildren(ctx.actor)),
  // Only the child's linked parent, with its own message: the service checks it.
  giveConsent: authedProcedure
    .input(studentIdInput)
    .output(consentOutput)
    .mutation(async ({ ctx, input }) => withMessage(privacyMessages.consentGiven, await ctx.services.privacy.giveConsent(ctx.actor, input.studentId))),
  revokeConsent: authedProcedure
    .input(studentIdInput)
    .output(consentOutput)
    .mutation(async ({ ctx, input }) => withMessage(privacyMessages.consentRevoked, await ctx.services.privacy.revokeConsent(ctx.actor, input.studentId))),
  missingConsents: adminProcedure.output(missingConsentSchema).query(({ ctx }) => ctx.services.privacy.missingConsents(ctx.actor)),
  eraseStudent: adminProcedure
    .input(eraseInput)
    .output(eraseResultSchema)
    .mutation(async ({ ctx, input }) => erasedAnswer(await ctx.services.privacy.eraseStudent(ctx.actor, input))),
});

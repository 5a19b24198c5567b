import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { childConsentSchema, eraseResultSchema, missingConsentSchema } from "../../../common/privacy/privacy.schema.js";

// The service parses the input itself, so REST and tRPC answer the same Spanish messages.
const anyInput = z.record(z.string(), z.unknown());
const consentResult = z.object({ success: z.literal(true), message: z.string(), child: childConsentSchema });

/** Consent and erasure. The export is a zip, so it is REST only: GET /api/students/{id}/export. */
export const privacyRouter = router({
  myChildren: authedProcedure.output(z.array(childConsentSchema)).query(({ ctx }) => ctx.services.privacy.myChildren(ctx.actor)),
  giveConsent: authedProcedure.input(anyInput).output(consentResult).mutation(({ ctx, input }) => ctx.services.privacy.giveConsent(ctx.actor, input)),
  revokeConsent: authedProcedure.input(anyInput).output(consentResult).mutation(({ ctx, input }) => ctx.services.privacy.revokeConsent(ctx.actor, input)),
  missingConsents: authedProcedure.output(missingConsentSchema).query(({ ctx }) => ctx.services.privacy.missingConsents(ctx.actor)),
  eraseStudent: authedProcedure.input(anyInput).output(eraseResultSchema).mutation(({ ctx, input }) => ctx.services.privacy.eraseStudent(ctx.actor, input)),
});

import { z } from "zod";
import { adminProcedure, authedProcedure, parentProcedure, router } from "../../trpc/init.js";
import { messageOutput, withMessage } from "../../../common/input-rules.js";
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
import {
  archivedDocumentSchema,
  archiveIdInput,
  archiveListInput,
  archiveListSchema,
  archiveMessages,
  archiveSettingsSchema,
} from "../../../common/privacy/academic-archive.js";
import { sensitiveMessages } from "../../../common/privacy/sensitive-data.js";

/** Consent, erasure and the academic archive. The export is a zip, so it is REST only: GET /api/students/{id}/export. */
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
  // The sensitive-data consent (issue 35): the child's linked parent only, checked in the service.
  giveSensitiveConsent: authedProcedure
    .input(studentIdInput)
    .output(consentOutput)
    .mutation(async ({ ctx, input }) => withMessage(sensitiveMessages.given, await ctx.services.privacy.giveSensitiveConsent(ctx.actor, input.studentId))),
  revokeSensitiveConsent: authedProcedure
    .input(studentIdInput)
    .output(consentOutput)
    .mutation(async ({ ctx, input }) => withMessage(sensitiveMessages.revoked, await ctx.services.privacy.revokeSensitiveConsent(ctx.actor, input.studentId))),
  // 'Archivo académico': admins only (the service checks it too). Downloads are REST: GET /api/academic-archive/{id}/download.
  archive: authedProcedure.input(archiveListInput).output(archiveListSchema).query(({ ctx, input }) => ctx.services.privacy.archive(ctx.actor, input)),
  archivedDocument: authedProcedure.input(archiveIdInput).output(archivedDocumentSchema).query(({ ctx, input }) => ctx.services.privacy.archivedDocument(ctx.actor, input.id)),
  saveArchiveSettings: authedProcedure
    .input(archiveSettingsSchema)
    .output(messageOutput({ settings: archiveSettingsSchema }))
    .mutation(async ({ ctx, input }) => withMessage(archiveMessages.settingsSaved, { settings: await ctx.services.privacy.saveArchiveSettings(ctx.actor, input) })),
  purgeArchive: authedProcedure.output(messageOutput({ deleted: z.number() })).mutation(async ({ ctx }) => {
    const { deleted } = await ctx.services.privacy.purgeArchive(ctx.actor);
    return withMessage(archiveMessages.purged(deleted), { deleted });
  }),
  missingConsents: adminProcedure.output(missingConsentSchema).query(({ ctx }) => ctx.services.privacy.missingConsents(ctx.actor)),
  eraseStudent: adminProcedure
    .input(eraseInput)
    .output(eraseResultSchema)
    .mutation(async ({ ctx, input }) => erasedAnswer(await ctx.services.privacy.eraseStudent(ctx.actor, input))),
});

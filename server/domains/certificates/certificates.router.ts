import { z } from "zod";
import { adminProcedure, router } from "../../trpc/init.js";
import { certificateSchema, certificateStudentOptionSchema, issueCertificateInput, revokeCertificateInput } from "../../../common/certificates/certificates.js";

/**
 * The admin's certificates screen (issue 36), calling the service the REST routes call. Without
 * PUBLIC_URL a certificate's verifyUrl is a path here (tRPC has no request address): the screen
 * puts its own origin in front. The public verification is REST only (/api/certificates/verify/:code).
 */
export const certificatesRouter = router({
  list: adminProcedure.output(z.array(certificateSchema)).query(({ ctx }) => ctx.services.certificates.list(ctx.actor)),
  students: adminProcedure.output(z.array(certificateStudentOptionSchema)).query(({ ctx }) => ctx.services.certificates.students(ctx.actor)),
  issue: adminProcedure
    .input(issueCertificateInput)
    .output(certificateSchema)
    .mutation(({ ctx, input }) => ctx.services.certificates.issue(ctx.actor, input)),
  revoke: adminProcedure
    .input(revokeCertificateInput)
    .output(certificateSchema)
    .mutation(({ ctx, input }) => ctx.services.certificates.revoke(ctx.actor, input)),
});

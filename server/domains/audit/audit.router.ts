import { adminProcedure, router } from "../../trpc/init.js";
import { auditPageSchema, listAuditInput } from "../../../common/audit/audit.schema.js";

/** Read-only on purpose: the audit log has no update or delete procedure. */
export const auditRouter = router({
  list: adminProcedure
    .input(listAuditInput.prefault({}))
    .output(auditPageSchema)
    .query(({ ctx, input }) => ctx.services.audit.list(ctx.actor, input)),
});

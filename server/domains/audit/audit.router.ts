import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { auditPageSchema } from "../../../common/audit/audit.schema.js";

// The service parses the filters itself, so REST and tRPC answer the same Spanish messages.
const filters = z.record(z.string(), z.unknown()).optional();

/** Read-only on purpose: the audit log has no update or delete procedure. */
export const auditRouter = router({
  list: authedProcedure
    .input(filters)
    .output(auditPageSchema)
    .query(({ ctx, input }) => ctx.services.audit.list(ctx.actor, input ?? {})),
});

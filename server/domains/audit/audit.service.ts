import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { auditActions } from "../../../common/audit/audit-actions.js";
import { listAuditEntries } from "./audit.repo.js";
import type { AuditPage, AuditQuery } from "../../../common/audit/audit.schema.js";

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * 'Registro de actividad': read-only. There is no call that edits or deletes an entry; entries
 * older than the retention (AUDIT_RETENTION_DAYS) are deleted by the server itself.
 */
export function createAuditService(deps: { db: Db; retentionDays: number }) {
  const { db, retentionDays } = deps;
  return {
    async list(actor: Actor | null, query: AuditQuery): Promise<AuditPage> {
      assertAllowed(isAdmin(requireActor(actor)));
      const { rows, total, totalCapped } = await listAuditEntries(db, query);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.createdAt,
          action: row.action,
          actionLabel: auditActions[row.action as keyof typeof auditActions] ?? row.action,
          actorId: row.actorId,
          actorRole: row.actorRole,
          actorName: row.firstName ? `${row.firstName} ${row.lastName ?? ""}`.trim() : null,
          objectType: row.objectType,
          objectId: row.objectId,
          address: row.address,
          details: parseDetails(row.details),
          count: row.occurrences,
        })),
        total,
        totalCapped,
        page: query.page,
        pageSize: query.pageSize,
        actions: Object.entries(auditActions).map(([value, label]) => ({ value, label })),
        retentionDays,
      };
    },
  };
}

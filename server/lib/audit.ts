import type { DbOrTrx } from "../db/connection.js";
import type { Actor } from "./access.js";

/**
 * The audit log (issue 11): one append-only row per sensitive action. Who (actor id and role), what
 * (action), which object (type and id), when, from which address, and a small JSON of details.
 * Details never hold passwords, tokens or file contents; callers pass only ids, statuses and grades.
 * There is deliberately no update or delete here: no call of the app edits or removes an entry
 * (the erasure of a student anonymises that student's entries, see privacy.repo.ts).
 */

export const auditActions = {
  "auth.login": "Inicio de sesión",
  "auth.login_failed": "Inicio de sesión fallido",
  "user.role_changed": "Cambio de rol",
  "user.status_changed": "Cambio de estado",
  "user.deleted": "Usuario eliminado",
  "user.password_reset": "Contraseña restablecida por administración",
  "user.child_linked": "Hijo vinculado a un padre",
  "user.child_unlinked": "Hijo desvinculado de un padre",
  "payment.reviewed": "Pago revisado",
  "work.reviewed": "Trabajo calificado",
  "student.exported": "Exportación de datos de un estudiante",
  "student.erased": "Borrado de un estudiante",
  "consent.given": "Consentimiento otorgado",
  "consent.revoked": "Consentimiento revocado",
  "integration.connected": "Integración conectada",
  "integration.disconnected": "Integración desconectada",
  "settings.changed": "Configuración de la escuela cambiada",
} as const;

export type AuditAction = keyof typeof auditActions;
export const auditActionNames = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

export type AuditObjectType = "user" | "student" | "payment" | "work_submission" | "consent" | "integration";

export type AuditEntry = {
  /** The caller; null for an anonymous call (a failed sign-in). */
  actor: Pick<Actor, "id" | "role" | "address"> | null;
  action: AuditAction;
  object?: { type: AuditObjectType; id: number | null };
  /** Overrides actor.address (e.g. a failed sign-in has no actor but has an address). */
  address?: string;
  details?: Record<string, string | number | boolean | null>;
};

const maxDetailsLength = 2000;

/** Appends one entry, on the given connection or inside the caller's transaction. */
export async function recordAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  const details = JSON.stringify(entry.details ?? {});
  await db
    .insertInto("auditLog")
    .values({
      createdAt: new Date().toISOString(),
      actorId: entry.actor?.id ?? null,
      actorRole: entry.actor?.role ?? null,
      action: entry.action,
      objectType: entry.object?.type ?? null,
      objectId: entry.object?.id ?? null,
      address: entry.address ?? entry.actor?.address ?? null,
      details: details.length > maxDetailsLength ? JSON.stringify({ truncated: true }) : details,
    })
    .execute();
}

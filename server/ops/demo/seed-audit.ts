import type { AuditAction } from "../../../common/audit/audit-actions.js";
import type { DemoSeed } from "./context.js";

/** A few weeks of the audit log: sign-ins, reviews, consents and the WhatsApp demo channel. */
export async function seedAudit(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const admin = seed.user("admin@demo.tribu");
  const marta = seed.user("profesora@demo.tribu");
  const carolina = seed.user("familia@demo.tribu");
  const entry = (at: string, actorId: number, actorRole: string, action: AuditAction, objectType: string | null, objectId: number | null, details: object = {}) => ({
    createdAt: at,
    actorId,
    actorRole,
    action,
    objectType,
    objectId,
    address: "192.168.1.20",
    details: JSON.stringify(details),
    aggregateKey: null,
  });
  await trx
    .insertInto("auditLog")
    .values([
      entry(clock.at(-60), admin, "admin", "integration.connected", "integration", null, { integration: "whatsapp", mode: "demo" }),
      entry(clock.at(-20, 8), carolina, "parent", "consent.given", "user", seed.user("estudiante@demo.tribu")),
      entry(clock.at(-11, 16), marta, "teacher", "work.reviewed", "work", null, { status: "APPROVED" }),
      entry(clock.at(-3), marta, "teacher", "class_sign_in.changed", "tribe", null, { tribe: "Tribu 1", enabled: true }),
      entry(clock.at(-2, 10), seed.user("familia.lopez@demo.tribu"), "parent", "consent.revoked", "user", seed.user("salome.lopez@demo.tribu")),
      entry(clock.at(-1, 7), admin, "admin", "auth.login", "user", admin),
      entry(clock.at(-1, 10), admin, "admin", "payment.reviewed", "payment", null, { status: "approved" }),
      entry(clock.hoursAgo(3), marta, "teacher", "auth.login", "user", marta),
    ])
    .execute();
}

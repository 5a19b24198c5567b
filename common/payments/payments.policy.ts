import { isAdmin, type PolicyActor, rolePolicy } from "../school.policy.js";

/** Whose receipts a caller lists, decided here and applied in SQL by the repository. */
export type PaymentScope = { kind: "all" } | { kind: "own"; parentId: number };

/** Admins list every family's receipts, a parent their own; nobody else any. */
export function paymentScope(actor: PolicyActor): PaymentScope | null {
  if (isAdmin(actor)) return { kind: "all" };
  return canSubmitPayments(actor) ? { kind: "own", parentId: actor.id } : null;
}

/** Parents upload their monthly receipts. */
export const canSubmitPayments = rolePolicy("parent");
/** Reviewing receipts ('Gestión de Pagos') is the admin's. */
export const canReviewPayments = isAdmin;

/** A receipt and its file: the parent who uploaded it, or an admin. */
export function canSeePayment(actor: PolicyActor, payment: { parentId: number }): boolean {
  return isAdmin(actor) || payment.parentId === actor.id;
}

/** A parent withdraws a receipt only while it waits for review; an admin deletes any. */
export function canDeletePayment(actor: PolicyActor, payment: { status: string }): boolean {
  return isAdmin(actor) || payment.status === "pending";
}

/** A new upload for a month replaces that month's receipt only once it was rejected (issue 22). */
export function canReplacePayment(payment: { status: string }): boolean {
  return payment.status === "rejected";
}

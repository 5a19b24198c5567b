/**
 * A child may have no email (issue 36): an imported student without one gets an address under the
 * reserved top-level domain ".invalid" (RFC 6761 §6.4: it never resolves, so nothing is ever
 * delivered there), the users table keeps its unique, required email, and every screen shows
 * "Sin correo" instead. The mailer refuses to send to such an address (integrations/email).
 */
export const placeholderEmailDomain = "sin-correo.invalid";
export const noEmailLabel = "Sin correo";

/** Whether the address can never receive mail: any address under ".invalid" (RFC 6761 §6.4). */
export function isUndeliverableEmail(email: string): boolean {
  return /\.invalid$/i.test(email.trim());
}

/** The address shown to people: "Sin correo" for a placeholder. */
export function shownEmail(email: string): string {
  return isUndeliverableEmail(email) ? noEmailLabel : email;
}

/** A new placeholder address; `token` is random (the server's), so two children never share one. */
export function placeholderEmail(token: string): string {
  return `estudiante-${token.toLowerCase().replace(/[^a-z0-9]/g, "")}@${placeholderEmailDomain}`;
}

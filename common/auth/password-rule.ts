/**
 * The one password rule (issue 19), for every password an account is given: self-registration,
 * the first admin (setup and ADMIN_PASSWORD), an admin creating a user, and a password change.
 * At least 8 characters, at most 256, and not one of the common passwords of
 * common/auth/common-passwords.txt (compared in lower case). Signing in never applies it: an older
 * account with a weaker password still signs in.
 *
 * Without zod: the sign-in page shows a password field (web/components/ui/password-field.tsx)
 * and needs no zod for it (issue 24); password-policy.ts builds the zod field from this and
 * re-exports it. Shared with the web client (no Node import here). On the server the list is read
 * from the file once, at first import; the browser hands it over with provideCommonPasswords()
 * from a chunk that loads while the person types (web/lib/password-strength.ts), and the server
 * checks again whatever the browser did.
 */
export const minPasswordLength = 8;
export const maxPasswordLength = 256;

export const passwordMessages = {
  required: "Contraseña es requerida",
  tooShort: `La contraseña debe tener al menos ${minPasswordLength} caracteres`,
  tooLong: `Máximo ${maxPasswordLength} caracteres`,
  common: "Esta contraseña es muy común. Elige otra más difícil de adivinar.",
  /** The confirmation typed again does not match. */
  mismatch: "Las contraseñas no coinciden",
} as const;

let commonPasswords: ReadonlySet<string> | undefined;

const normalised = (password: string) => password.normalize("NFC").toLowerCase();

/** Lines of common-passwords.txt (or any list) as the set the check reads. */
export function provideCommonPasswords(list: string | Iterable<string>): void {
  const words = typeof list === "string" ? list.split("\n") : list;
  const set = new Set<string>();
  for (const word of words) if (word !== "") set.add(normalised(word));
  commonPasswords = set;
}

/** Whether the list is there to check against (always on the server; in the browser once loaded). */
export function commonPasswordsLoaded(): boolean {
  return commonPasswords !== undefined;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords?.has(normalised(password)) ?? false;
}

/** Why a new password is refused (the message shown next to the field), or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return passwordMessages.required;
  if (password.length < minPasswordLength) return passwordMessages.tooShort;
  if (password.length > maxPasswordLength) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.common;
  return null;
}

// On the server (Node, not the browser bundle), read the list now: a missing file stops the start
// instead of letting every password through. (The name is not a literal inside new URL(), so the
// browser build does not copy the file as an asset: the browser imports it itself, see above.)
const listFile = "./common-passwords.txt";
const node = typeof process === "undefined" ? undefined : process.getBuiltinModule?.("node:fs");
if (node && typeof window === "undefined") {
  provideCommonPasswords(node.readFileSync(new URL(listFile, import.meta.url), "utf8"));
}

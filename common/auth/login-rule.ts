/**
 * Sign-in's checks and words, without zod: the sign-in page checks its two fields before sending
 * and needs no zod for it (issue 24, zod is about 28 KiB with brotli on a phone's first visit).
 * auth.schema.ts builds the server's loginInput from these same limits and messages, and
 * tests/unit/login-rule.test.ts holds the two to the same answer.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const maxEmailLength = 254;
export const maxSignInPasswordLength = 256;

export const loginMessages = {
  emailRequired: "Correo Electrónico es requerido",
  emailInvalid: "Correo Electrónico inválido",
  passwordRequired: "Contraseña es requerida",
  passwordTooLong: `Máximo ${maxSignInPasswordLength} caracteres`,
} as const;

/** The email as the server keeps it: trimmed and in lower case. */
export const signInEmail = (email: string) => email.trim().toLowerCase();

/** Each field's first problem, in the schema's order; empty when the form may be sent. */
export function loginProblems({ email, password }: { email: string; password: string }): { email?: string; password?: string } {
  const problems: { email?: string; password?: string } = {};
  const address = signInEmail(email);
  if (address.length === 0) problems.email = loginMessages.emailRequired;
  else if (address.length > maxEmailLength || !emailPattern.test(address)) problems.email = loginMessages.emailInvalid;
  if (password.length === 0) problems.password = loginMessages.passwordRequired;
  else if (password.length > maxSignInPasswordLength) problems.password = loginMessages.passwordTooLong;
  return problems;
}

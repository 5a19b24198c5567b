import { z } from "zod";
import { isCommonPassword, maxPasswordLength, minPasswordLength, passwordMessages } from "./password-rule.js";

// The rule itself, and the common-passwords list the server reads at import, are in password-rule.ts (no zod).
export {
  commonPasswordsLoaded,
  isCommonPassword,
  maxPasswordLength,
  minPasswordLength,
  passwordMessages,
  passwordProblem,
  provideCommonPasswords,
} from "./password-rule.js";

/**
 * The zod field of a new password. `required` replaces the message of a missing or empty one
 * (the admin's create form says "Por favor completa todos los campos requeridos").
 */
export function newPasswordField(required: string = passwordMessages.required) {
  return z
    .string({ error: required })
    .min(1, required)
    .min(minPasswordLength, passwordMessages.tooShort)
    .max(maxPasswordLength, passwordMessages.tooLong)
    .refine((password) => !isCommonPassword(password), passwordMessages.common);
}

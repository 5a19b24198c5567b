import { z } from "zod";
import { summarised } from "../input-rules.js";
import { newPasswordField } from "./password-policy.js";
import { hasOnlyNameCharacters, nameCharactersMessage } from "../users/names.js";
import { publicUserSchema } from "../users/users.schema.js";
import { emailPattern, loginMessages, maxEmailLength, maxSignInPasswordLength } from "./login-rule.js";

/** Sign-in; bad input answers the summary "Datos inválidos…" (the form shows its own field messages, login-rule.ts). */
export const loginInput = summarised(z.object({
  email: z
    .string({ error: loginMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, loginMessages.emailRequired)
    .max(maxEmailLength, loginMessages.emailInvalid)
    .regex(emailPattern, loginMessages.emailInvalid),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(maxSignInPasswordLength, loginMessages.passwordTooLong),
}));
export type LoginInput = z.infer<typeof loginInput>;

export const nameField = (required: string, tooShort: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(2, tooShort)
    .max(100, "Máximo 100 caracteres")
    .refine(hasOnlyNameCharacters, nameCharactersMessage);

export const registerFields = {
  firstName: nameField("Nombre es requerido", "El nombre debe tener al menos 2 caracteres"),
  lastName: nameField("Apellido es requerido", "El apellido debe tener al menos 2 caracteres"),
  email: z
    .string({ error: "Correo Electrónico es requerido" })
    .trim()
    .toLowerCase()
    .min(1, "Correo Electrónico es requerido")
    .max(254, "Correo inválido")
    .regex(emailPattern, "Correo inválido"),
  /** At least 8 characters and not a common password (issue 19; the spec said 6). */
  password: newPasswordField(),
};

/** Self-registration. A role in the body is accepted and ignored: it always creates a student. */
export const registerInput = summarised(z.object({ ...registerFields, role: z.unknown().optional() }));
export type RegisterInput = z.infer<typeof registerInput>;

/** The register form adds the confirmation, which is removed before sending. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string().min(1, "Confirmar Contraseña es requerido"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Las contraseñas no coinciden",
    path: ["confirmPassword"],
  });

export const sessionOutput = z.object({ user: publicUserSchema, token: z.string() });
export type Session = z.infer<typeof sessionOutput>;

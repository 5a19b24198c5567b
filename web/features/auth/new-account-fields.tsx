import { useState } from "react";
import { registerFormSchema } from "../../../common/auth/auth.schema";
import { Field } from "../../components/ui/field";
import { fieldMessages } from "../../lib/form-rules";
import { PasswordField } from "../../components/ui/password-field";
import { passwordRulesReady } from "../../lib/password-rules";

const empty = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
type NewAccount = typeof empty;

/**
 * Name, email, password and its confirmation, checked with the register rules of spec section 5 and
 * the password rule of issue 19 (8+ characters, not a common password; same messages as the server).
 */
export function useNewAccountForm() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof NewAccount) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    // A field's message goes once it is edited (the password's meter says how the new one does).
    setErrors((current) => (current[key] ? { ...current, [key]: "" } : current));
  };
  /** The fields to send (the confirmation stays in the browser), or null after showing the messages. */
  function validated() {
    const parsed = registerFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return null;
    }
    setErrors({});
    const { confirmPassword: _confirmation, ...fields } = parsed.data;
    return fields;
  }
  /** validated(), once the list of common passwords is there to check against. */
  async function checked() {
    await passwordRulesReady();
    return validated();
  }
  return { form, errors, setErrors, set, validated, checked };
}

export function NewAccountFields({ account }: { account: ReturnType<typeof useNewAccountForm> }) {
  const { form, errors, set } = account;
  return (
    <>
      <div className="form-row">
        <Field label="Nombre" autoComplete="given-name" value={form.firstName} onChange={set("firstName")} error={errors.firstName} />
        <Field label="Apellido" autoComplete="family-name" value={form.lastName} onChange={set("lastName")} error={errors.lastName} />
      </div>
      <Field label="Correo Electrónico" type="email" autoComplete="email" value={form.email} onChange={set("email")} error={errors.email} />
      <PasswordField
        label="Contraseña"
        autoComplete="new-password"
        value={form.password}
        onChange={set("password")}
        error={errors.password}
        strength={{ userInputs: [form.firstName, form.lastName, form.email] }}
      />
      <PasswordField
        label="Confirmar Contraseña"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        error={errors.confirmPassword}
      />
    </>
  );
}

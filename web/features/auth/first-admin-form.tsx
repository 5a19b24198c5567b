import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { registerFormSchema } from "../../../server/domains/auth/auth.schema";
import { Field } from "../../components/ui/field";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { fieldMessages } from "./form-errors";
import { PasswordField } from "./password-field";
import { useSessionStart } from "./use-session-start";

const empty = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

/** First run: creates the school's first admin; until then no other page opens. */
export function FirstAdminForm() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const startSession = useSessionStart();
  const create = useMutation(
    trpc.setup.createFirstAdmin.mutationOptions({
      onSuccess: async (session) => {
        await queryClient.invalidateQueries({ queryKey: trpc.setup.info.queryKey() });
        startSession(session);
      },
      onError: (error) => setErrors(apiErrorInfo(error).fields),
    }),
  );
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    const { confirmPassword: _confirmation, ...fields } = parsed.data;
    create.mutate(fields);
  }

  return (
    <form onSubmit={submit} noValidate className="form">
      <p>
        Bienvenida a Tribu. Para empezar, crea la cuenta de administración de la escuela. Con ella podrás crear las
        cuentas de profesores, familias y estudiantes.
      </p>
      {create.isError ? (
        <div role="alert" className="alert alert-error">
          {apiErrorInfo(create.error).message}
        </div>
      ) : null}
      <div className="form-row">
        <Field label="Nombre" autoComplete="given-name" value={form.firstName} onChange={set("firstName")} error={errors.firstName} />
        <Field label="Apellido" autoComplete="family-name" value={form.lastName} onChange={set("lastName")} error={errors.lastName} />
      </div>
      <Field label="Correo Electrónico" type="email" autoComplete="email" value={form.email} onChange={set("email")} error={errors.email} />
      <PasswordField label="Contraseña" autoComplete="new-password" value={form.password} onChange={set("password")} error={errors.password} hint="Al menos 6 caracteres" />
      <PasswordField
        label="Confirmar Contraseña"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        error={errors.confirmPassword}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={create.isPending}>
        {create.isPending ? "Creando cuenta..." : "Crear cuenta de administración"}
      </button>
    </form>
  );
}

import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { registerFormSchema } from "../../../server/domains/auth/auth.schema";
import { Field } from "../../components/ui/field";
import { apiErrorInfo } from "../../lib/api-errors";
import { platformInfoQuery } from "../../lib/platform-info";
import { trpc } from "../../lib/trpc";
import { fieldMessages } from "./form-errors";
import { PasswordField } from "./password-field";
import { useSessionStart } from "./use-session-start";

const empty = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

function registerErrorText(error: unknown): { text: string; contactAdmin: boolean } {
  const { status, message } = apiErrorInfo(error);
  if (status === undefined || status >= 500) {
    return {
      text: "El servidor está experimentando problemas. Por favor, contacta al administrador o intenta más tarde.",
      contactAdmin: true,
    };
  }
  if (status === 400) return { text: "Datos inválidos. Verifica que todos los campos estén correctos.", contactAdmin: false };
  if (status === 409) return { text: "El correo electrónico ya está registrado.", contactAdmin: false };
  return { text: message || "Error al registrar estudiante", contactAdmin: false };
}

export function RegisterForm() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const info = useQuery(platformInfoQuery());
  const startSession = useSessionStart();
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: (session) => startSession(session),
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
    // The confirmation stays in the browser; the role is always student.
    const { confirmPassword: _confirmation, ...fields } = parsed.data;
    register.mutate({ ...fields, role: "student" });
  }

  const failure = register.isError ? registerErrorText(register.error) : null;
  return (
    <form onSubmit={submit} noValidate className="form">
      <p className="muted">Crea tu cuenta de estudiante. Las cuentas de profesores y familias las crea la escuela.</p>
      {failure ? (
        <div role="alert" className="alert alert-error">
          {failure.text}
          {failure.contactAdmin && info.data ? (
            <>
              {" "}
              <a href={`mailto:${info.data.school.email}`}>Escribir al administrador</a>
            </>
          ) : null}
        </div>
      ) : null}
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
        hint="Al menos 6 caracteres"
      />
      <PasswordField
        label="Confirmar Contraseña"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        error={errors.confirmPassword}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
        {register.isPending ? "Registrando..." : "Registrarse"}
      </button>
      <p className="form-links">
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
      <p className="form-links">
        <Link to="/">Volver al inicio</Link>
      </p>
      {info.data?.demoMode && info.data.demoCredentials.length > 0 ? <DemoCredentials list={info.data.demoCredentials} /> : null}
    </form>
  );
}

function DemoCredentials({ list }: { list: { role: string; email: string; password: string }[] }) {
  const [shown, setShown] = useState(false);
  return (
    <section className="demo-credentials" aria-labelledby="demo-title">
      <h2 id="demo-title">Cuentas de prueba (modo demostración)</h2>
      <ul>
        {list.map((item) => (
          <li key={item.email}>
            <strong>{item.role}</strong>: {item.email} · <span>{shown ? item.password : "••••••"}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost" onClick={() => setShown((v) => !v)} aria-pressed={shown}>
        {shown ? "Ocultar contraseñas" : "Mostrar contraseñas"}
      </button>
    </section>
  );
}

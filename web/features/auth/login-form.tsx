import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { loginProblems, signInEmail } from "../../../common/auth/login-rule";
import { Field } from "../../components/ui/field";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { PasswordField } from "../../components/ui/password-field";
import { useSessionStart } from "./use-session-start";

export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const startSession = useSessionStart();
  const login = useMutation(trpc.auth.login.mutationOptions({ onSuccess: (session) => startSession(session, redirectTo) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server's sign-in rule (common/auth/login-rule.ts), without loading zod on this page.
    const problems = loginProblems({ email, password });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    login.mutate({ email: signInEmail(email), password });
  }

  return (
    <form onSubmit={submit} noValidate className="form">
      {login.isError ? (
        <div role="alert" className="alert alert-error">
          Error al iniciar sesión
          {/* A wrong password stays unexplained; an account that is not active, or too many attempts, says why and what to do. */}
          {[403, 429].includes(apiErrorInfo(login.error).status ?? 0) ? <p>{apiErrorInfo(login.error).message}</p> : null}
        </div>
      ) : null}
      <Field
        label="Correo Electrónico"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
        {login.isPending ? "Iniciando sesión..." : "Iniciar Sesión"}
      </button>
      <p className="form-links">
        ¿No tienes cuenta? <Link to="/register">Regístrate</Link>
      </p>
      <p className="form-links">
        <Link to="/">Volver al inicio</Link>
      </p>
    </form>
  );
}

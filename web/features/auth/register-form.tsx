import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Mail, Phone } from "lucide-react";
import { type FormEvent, useState } from "react";
import { errorMessages } from "../../../common/error-messages";
import { settingsMessages } from "../../../common/settings/settings.schema";
import { userMessages } from "../../../common/users/users.schema";
import type { PlatformInfo } from "../../../common/setup/setup.schema";
import { apiErrorInfo } from "../../lib/api-errors";
import { platformInfoQuery } from "../../lib/platform-info";
import { trpc } from "../../lib/trpc";
import { NewAccountFields, useNewAccountForm } from "./new-account-fields";
import { useSessionStart } from "./use-session-start";
import "./auth.css";

function registerErrorText(error: unknown): { text: string; contactAdmin: boolean } {
  const { status, message } = apiErrorInfo(error);
  if (status === undefined || status >= 500) {
    return { text: errorMessages.internal, contactAdmin: true };
  }
  if (status === 400) return { text: errorMessages.invalidData, contactAdmin: false };
  if (status === 409) return { text: userMessages.emailTaken, contactAdmin: false };
  return { text: message || "Error al registrar estudiante", contactAdmin: false };
}

export function RegisterForm() {
  const info = useQuery(platformInfoQuery());
  // An admin closed self-registration ('Registro abierto'): say so and how to reach the school.
  if (info.data?.registrationOpen === false) return <RegistrationClosed info={info.data} />;
  return <OpenRegisterForm info={info.data} />;
}

function OpenRegisterForm({ info }: { info: PlatformInfo | undefined }) {
  const account = useNewAccountForm();
  const queryClient = useQueryClient();
  const startSession = useSessionStart();
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: (session) => startSession(session),
      onError: (error) => {
        account.setErrors(apiErrorInfo(error).fields);
        // Closed while the form was open: the page turns into the closed notice.
        if (apiErrorInfo(error).status === 403) void queryClient.invalidateQueries({ queryKey: trpc.setup.info.queryKey() });
      },
    }),
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = await account.checked();
    // Self-registration always asks for a student account.
    if (fields) register.mutate({ ...fields, role: "student" });
  }

  const failure = register.isError ? registerErrorText(register.error) : null;
  return (
    <form onSubmit={submit} noValidate className="form">
      <p className="muted">Crea tu cuenta de estudiante. Las cuentas de profesores y familias las crea la escuela.</p>
      {failure ? (
        <div role="alert" className="alert alert-error">
          {failure.text}
          {failure.contactAdmin && info ? (
            <>
              {" "}
              <a href={`mailto:${info.school.email}`}>Escribir al administrador</a>
            </>
          ) : null}
        </div>
      ) : null}
      <NewAccountFields account={account} />
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
        {register.isPending ? "Registrando..." : "Registrarse"}
      </button>
      <p className="form-links">
        Lee cómo cuidamos tus datos en el <Link to="/privacidad">Aviso de privacidad</Link>.
      </p>
      <p className="form-links">
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
      <p className="form-links">
        <Link to="/">Volver al inicio</Link>
      </p>
      {info?.demoMode && info.demoCredentials.length > 0 ? <DemoCredentials list={info.demoCredentials} /> : null}
    </form>
  );
}

function RegistrationClosed({ info }: { info: PlatformInfo }) {
  const { school } = info;
  return (
    <div className="form register-closed">
      <div className="alert alert-info">
        <p>{settingsMessages.registrationClosed}</p>
      </div>
      <section aria-labelledby="register-contact-title" className="register-contact">
        <h2 id="register-contact-title">Contacto de {school.name}</h2>
        <p>
          <Phone aria-hidden="true" /> Teléfono: <a href={`tel:${school.phone.replace(/[^\d+]/g, "")}`}>{school.phone}</a>
        </p>
        <p>
          <Mail aria-hidden="true" /> Correo: <a href={`mailto:${school.email}`}>{school.email}</a>
        </p>
      </section>
      <p className="form-links">
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
      <p className="form-links">
        <Link to="/">Volver al inicio</Link>
      </p>
      {info.demoMode && info.demoCredentials.length > 0 ? <DemoCredentials list={info.demoCredentials} /> : null}
    </div>
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

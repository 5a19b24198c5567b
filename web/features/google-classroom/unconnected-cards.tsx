import type { ClassroomStatus } from "../../../common/google-classroom/google-classroom.schema";
import { ConnectButton } from "./connect-button";
import "./google-classroom.css";

function AdminNote() {
  return <p className="field-hint">Solo un administrador puede conectar la cuenta de Google Classroom del colegio.</p>;
}

/** Without an OAuth client in the server's configuration there is nothing to connect: explain the setup. */
export function SetupGuide() {
  const callback = `${window.location.origin}/api/google-classroom/callback`;
  return (
    <section className="card classroom-card" aria-labelledby="classroom-setup-title">
      <h2 id="classroom-setup-title">Google Classroom aún no está configurado</h2>
      <p>
        Para conectar Tribu con Google Classroom, quien administra el servidor debe crear un cliente OAuth de Google
        y darle sus datos al servidor. Es un paso único.
      </p>
      <ol className="classroom-steps">
        <li>
          En Google Cloud Console, activa la <strong>Google Classroom API</strong> y crea un ID de cliente OAuth de tipo
          “Aplicación web”.
        </li>
        <li>
          Registra esta dirección como URI de redireccionamiento autorizado:
          <code className="classroom-code">{callback}</code>
        </li>
        <li>
          Indica al servidor estas variables de entorno y reinícialo:
          <ul>
            <li>
              <code>GOOGLE_CLIENT_ID</code>: el ID de cliente.
            </li>
            <li>
              <code>GOOGLE_CLIENT_SECRET</code>: el secreto del cliente (nunca llega al navegador).
            </li>
            <li>
              <code>GOOGLE_REDIRECT_URI</code>: la misma dirección registrada en el paso 2.
            </li>
          </ul>
        </li>
        <li>Vuelve a esta página y usa “Conectar con Google Classroom”.</li>
      </ol>
      <AdminNote />
    </section>
  );
}

/** Configured but not connected: the button that sends the admin to Google's consent screen. */
export function Unconnected({ status }: { status: ClassroomStatus }) {
  return (
    <section className="card classroom-card" aria-labelledby="classroom-connect-title">
      <h2 id="classroom-connect-title">Conectar con Google Classroom</h2>
      {status.error ? (
        <p className="alert alert-warning" role="alert">
          {status.error}
        </p>
      ) : null}
      <p>
        Google te pedirá iniciar sesión con la cuenta docente del colegio y aceptar dos permisos: ver tus cursos y
        crear tareas en ellos. Después volverás aquí.
      </p>
      <div className="button-row">
        <ConnectButton label="Conectar con Google Classroom" />
      </div>
      <AdminNote />
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, LogIn, Plus, Unplug, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { ClassroomStatus } from "../../../common/google-classroom/google-classroom.schema";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../../components/ui/section-page";
import { AssignmentForm } from "./assignment-form";

/** es-ES long format of the spec for the expiry ("23 de noviembre de 2026, 10:40"). */
export function longDateEs(iso: string): string {
  return new Date(iso).toLocaleString("es-ES", { year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit" });
}

const recheckDelayMs = 1000;

/** The Classroom-service screen (admin): not configured, loading, unconnected, connected. */
export function GoogleClassroomPage({ returned }: { returned: "success" | "error" | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.googleClassroom.status.queryOptions());
  const [authError, setAuthError] = useState(false);

  // Back from Google: clear the query string; after a success, check the status again 1 s later.
  useEffect(() => {
    if (!returned) return;
    if (returned === "error") setAuthError(true);
    void navigate({ to: "/dashboard/google-classroom", search: {}, replace: true });
    if (returned !== "success") return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: trpc.googleClassroom.status.queryKey() });
    }, recheckDelayMs);
    return () => clearTimeout(timer);
  }, [returned, navigate, queryClient]);

  const statusError = status.isError ? apiErrorInfo(status.error) : null;
  const data = status.data;

  return (
    <SectionPage title="Google Classroom" intro="Crea tareas en los cursos de Google Classroom del colegio desde Tribu.">
      {authError ? (
        <div className="alert alert-error classroom-alert" role="alert">
          <CircleAlert aria-hidden="true" />
          <div>
            <p>Error de autorización con Google Classroom</p>
            <p className="classroom-alert-detail">
              Vuelve a intentarlo y acepta todos los permisos que pide Google (ver los cursos y gestionar las tareas).
            </p>
          </div>
        </div>
      ) : null}

      {statusError ? (
        <p className="alert alert-error" role="alert">
          {statusError.status === undefined
            ? "Error de conexión al verificar el estado"
            : `Error al verificar el estado: ${statusError.message || "Error desconocido"}`}
        </p>
      ) : !data ? (
        <p className="card" role="status">
          Comprobando la conexión con Google Classroom...
        </p>
      ) : !data.configured ? (
        <SetupGuide />
      ) : data.connected ? (
        <Connected status={data} />
      ) : (
        <Unconnected status={data} />
      )}
    </SectionPage>
  );
}

function AdminNote() {
  return <p className="field-hint">Solo un administrador puede conectar la cuenta de Google Classroom del colegio.</p>;
}

/** Without an OAuth client in the server's configuration there is nothing to connect: explain the setup. */
function SetupGuide() {
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

function Unconnected({ status }: { status: ClassroomStatus }) {
  const start = useMutation(
    trpc.googleClassroom.authUrl.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo iniciar la conexión con Google Classroom"),
    }),
  );
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
        <button type="button" className="btn btn-primary" onClick={() => start.mutate()} disabled={start.isPending}>
          <LogIn aria-hidden="true" /> {start.isPending ? "Abriendo Google..." : "Conectar con Google Classroom"}
        </button>
      </div>
      <AdminNote />
    </section>
  );
}

function Connected({ status }: { status: ClassroomStatus }) {
  const queryClient = useQueryClient();
  const [formOpen, setFormOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const disconnect = useMutation(
    trpc.googleClassroom.disconnect.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.message);
        setConfirming(false);
        await queryClient.invalidateQueries({ queryKey: trpc.googleClassroom.pathKey() });
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "No se pudo desconectar Google Classroom"),
    }),
  );

  return (
    <>
      <section className="card classroom-card" aria-labelledby="classroom-connected-title">
        <div className="classroom-heading">
          <h2 id="classroom-connected-title">Conectado a Google Classroom</h2>
          <span className="badge badge-approved">
            <CircleCheck aria-hidden="true" /> Activo
          </span>
        </div>
        <dl className="facts classroom-facts">
          {status.expiresAt ? (
            <>
              <dt>Acceso vigente hasta</dt>
              <dd>
                {longDateEs(status.expiresAt)}
                {status.renewsAutomatically ? " (se renueva automáticamente)" : ""}
              </dd>
            </>
          ) : null}
          {status.connectedBy ? (
            <>
              <dt>Conectado por</dt>
              <dd>{status.connectedBy}</dd>
            </>
          ) : null}
          {status.connectedAt ? (
            <>
              <dt>Desde</dt>
              <dd>{longDateEs(status.connectedAt)}</dd>
            </>
          ) : null}
        </dl>
        <div className="button-row">
          <button
            type="button"
            className="btn btn-primary"
            aria-expanded={formOpen}
            aria-controls="classroom-new-task"
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />} {formOpen ? "Cerrar formulario" : "Crear Nueva Tarea"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
            <Unplug aria-hidden="true" /> Desconectar
          </button>
        </div>
      </section>

      <div id="classroom-new-task">{formOpen ? <AssignmentForm onClose={() => setFormOpen(false)} /> : null}</div>

      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Desconectar Google Classroom?"
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-danger" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
              {disconnect.isPending ? "Desconectando..." : "Desconectar"}
            </button>
          </>
        }
      >
        <p>
          Tribu olvidará la autorización guardada y no podrá crear tareas hasta que alguien vuelva a conectar. Las
          tareas ya creadas siguen en Google Classroom.
        </p>
      </Modal>
    </>
  );
}

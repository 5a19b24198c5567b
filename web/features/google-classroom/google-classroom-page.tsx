import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { CircleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../../components/ui/section-page";
import { Connected } from "./connected-card";
import { SetupGuide, Unconnected } from "./unconnected-cards";
import "./google-classroom.css";

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

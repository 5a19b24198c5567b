import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Accessibility, ChartLine, FileText } from "lucide-react";
import { followsOwnChildren } from "../../../common/users/users.policy";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { ChildPictures } from "../class-sign-in";
import { ChildConsent } from "../privacy";
import { ChildAlertNotice } from "../attendance";
import { ChildReportCards } from "../report-cards";
import { ChildPiar } from "../piar";
import { SectionPage } from "../../components/ui/section-page";
import { formatDate } from "../../../common/format";
import { fullName } from "../../../common/users/names";
import { statusLabels } from "../../../common/users/status-labels";

/** 'Mis Hijos' (parent): one card per child, with real links to their progress and work. */
export function ChildrenScreen() {
  const { user } = useAuth();
  const isParent = followsOwnChildren(user);
  const children = useQuery({ ...trpc.users.children.queryOptions({ id: user?.id ?? 0 }), enabled: isParent });
  if (!isParent) {
    return (
      <SectionPage title="Mis Hijos">
        <div className="card">
          <p>Las familias y sus hijos se gestionan desde Gestión de Padres.</p>
          <Link to="/dashboard/padres" className="btn btn-secondary">
            Ir a Gestión de Padres
          </Link>
        </div>
      </SectionPage>
    );
  }
  return (
    <SectionPage title="Mis Hijos">
      {children.isPending ? <p role="status">Cargando...</p> : null}
      {children.isError ? (
        <p role="alert" className="alert alert-error">
          Error cargando la información de tus hijos
        </p>
      ) : null}
      {children.data && children.data.length === 0 ? (
        <p className="card empty-state">Aún no hay hijos vinculados a tu cuenta. La escuela puede vincularlos por ti.</p>
      ) : null}
      <ul className="people-grid" aria-label="Mis Hijos">
        {(children.data ?? []).map((child) => (
          <li key={child.id} className="card person-card">
            <h2>{fullName(child)}</h2>
            <dl className="facts">
              <dt>Tribu</dt>
              <dd>{child.tribe ?? "Sin tribu"}</dd>
              <dt>Estado</dt>
              <dd>{statusLabels[child.status] ?? child.status}</dd>
              <dt>Registrado</dt>
              <dd>{formatDate(child.createdAt)}</dd>
              <dt>Horas</dt>
              <dd>{child.hours}</dd>
            </dl>
            <div className="button-row">
              <Link
                to="/dashboard/children/$childId/progress"
                params={{ childId: String(child.id) }}
                className="btn btn-primary"
                aria-label={`Ver Progreso de ${child.firstName}`}
              >
                <ChartLine aria-hidden="true" />
                Ver Progreso
              </Link>
              <Link
                to="/dashboard/children/$childId/work"
                params={{ childId: String(child.id) }}
                className="btn btn-secondary"
                aria-label={`Ver Trabajos de ${child.firstName}`}
              >
                <FileText aria-hidden="true" />
                Ver Trabajos
              </Link>
              <Link
                to="/dashboard/children/$childId/accessibility"
                params={{ childId: String(child.id) }}
                className="btn btn-secondary"
                aria-label={`Accesibilidad y lectura de ${child.firstName}`}
              >
                <Accessibility aria-hidden="true" />
                Accesibilidad y lectura
              </Link>
            </div>
            <ChildAlertNotice childId={child.id} firstName={child.firstName} />
            <ChildReportCards childId={child.id} firstName={child.firstName} />
            <ChildPiar childId={child.id} firstName={child.firstName} />
            <ChildPictures childId={child.id} firstName={child.firstName} />
            <ChildConsent childId={child.id} firstName={child.firstName} />
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}

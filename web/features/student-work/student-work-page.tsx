import { useQuery } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { RefreshCw } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import {
  type ListFilters,
  type Submission,
  submissionStatuses,
  submissionStatusLabels,
} from "../../../server/domains/student-work/student-work.schema";
import { SelectField } from "../../components/ui/select-field";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../layout/section-page";
import { ReviewWorkDialog } from "./review-work-dialog";
import { WorkItem } from "./work-item";

const statusOptions = submissionStatuses.map((value) => ({ value, label: submissionStatusLabels[value] }));

export function StudentWorkPage() {
  const { user } = useAuth();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [reviewing, setReviewing] = useState<Submission | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const searchId = useId();
  const filters: ListFilters = { search: deferredSearch || undefined, status: (status || undefined) as ListFilters["status"] };
  const works = useQuery(trpc.studentWork.list.queryOptions(filters));
  const canReview = user?.role === "admin" || user?.role === "teacher";

  const all = works.data ?? [];
  const pending = all.filter((w) => w.status === "SUBMITTED");
  const evaluated = all.filter((w) => w.status !== "SUBMITTED");
  const count = (s: Submission["status"]) => all.filter((w) => w.status === s).length;

  const reviewButton = (work: Submission, label: string) =>
    canReview ? (
      <button type="button" className="btn btn-primary" onClick={() => setReviewing(work)}>
        {label} <span className="visually-hidden">el trabajo de {work.studentName} en {work.moduleTitle}</span>
      </button>
    ) : null;

  return (
    <SectionPage title="Gestión de Trabajos de Estudiantes">
      {user?.role === "teacher" ? (
        <p className="alert alert-info">Solo ves los trabajos de los módulos que creaste.</p>
      ) : null}
      {user?.role === "parent" ? <p className="lead">Aquí ves los trabajos de tus hijos y las evaluaciones de sus profesores.</p> : null}

      <ul className="stat-grid" aria-label="Resumen de trabajos">
        <li className="card stat">
          <span className="stat-value">{count("SUBMITTED")}</span> Pendientes
        </li>
        <li className="card stat">
          <span className="stat-value">{count("REVIEWED")}</span> Revisados
        </li>
        <li className="card stat">
          <span className="stat-value">{count("APPROVED")}</span> Aprobados
        </li>
        <li className="card stat">
          <span className="stat-value">{count("NEEDS_REVISION")}</span> Necesitan Revisión
        </li>
      </ul>

      <search className="card filters">
        <div className="field">
          <Label.Root htmlFor={searchId} className="field-label">
            Buscar por estudiante o módulo
          </Label.Root>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <SelectField label="Estado" value={status} onChange={setStatus} emptyLabel="Todos los estados" options={statusOptions} />
        <div className="field filters-action">
          <button type="button" className="btn btn-secondary" onClick={() => works.refetch()} disabled={works.isFetching}>
            <RefreshCw aria-hidden="true" /> {works.isFetching ? "Actualizando..." : "Actualizar lista"}
          </button>
        </div>
      </search>

      {works.isError ? (
        <p role="alert" className="alert alert-error">
          Error al cargar los trabajos de estudiantes
        </p>
      ) : null}

      <section className="card" aria-labelledby="pending-title">
        <h2 id="pending-title">Trabajos Pendientes de Revisión</h2>
        {pending.length === 0 ? (
          <p className="empty-state">{works.isPending ? "Cargando trabajos..." : "No hay trabajos pendientes."}</p>
        ) : (
          <ul className="payment-list">
            {pending.map((work) => (
              <WorkItem key={work.id} work={work} actions={reviewButton(work, "Revisar")} />
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="evaluated-title">
        <h2 id="evaluated-title">Trabajos Ya Evaluados</h2>
        {evaluated.length === 0 ? (
          <p className="empty-state">{works.isPending ? "Cargando trabajos..." : "Todavía no hay trabajos evaluados."}</p>
        ) : (
          <ul className="payment-list">
            {evaluated.map((work) => (
              <WorkItem key={work.id} work={work} actions={reviewButton(work, "Actualizar")} />
            ))}
          </ul>
        )}
      </section>
      {reviewing ? <ReviewWorkDialog work={reviewing} onClose={() => setReviewing(null)} /> : null}
    </SectionPage>
  );
}

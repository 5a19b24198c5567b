import { Label } from "radix-ui";
import { RefreshCw } from "lucide-react";
import { useDeferredValue, useId, useRef, useState } from "react";
import {
  type ListFiltersInput,
  type Submission,
  submissionStatuses,
  submissionStatusLabels,
  workPageSize,
} from "../../../common/student-work/student-work.schema";
import { Pager } from "../../components/ui/pager";
import { SelectField } from "../../components/ui/select-field";
import { canReviewWork } from "../../../common/student-work/student-work.policy";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { usePagedList } from "../../lib/use-paged-list";
import { SectionPage } from "../../components/ui/section-page";
import { ReviewWorkDialog } from "./review-work-dialog";
import { WorkItem } from "./work-item";

const statusOptions = submissionStatuses.map((value) => ({ value, label: submissionStatusLabels[value] }));

/** The work the caller may see, one page at a time (newest first); the stat cards count the whole scope. */
export function StudentWorkPage() {
  const { user } = useAuth();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [reviewing, setReviewing] = useState<Submission | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const searchId = useId();
  const filters: ListFiltersInput = {
    search: deferredSearch || undefined,
    status: (status || undefined) as ListFiltersInput["status"],
  };
  // A review can empty the last page (e.g. filtered by 'Enviado'): the pager then shows the new last page.
  const paged = usePagedList({
    pageSize: workPageSize,
    filters,
    query: (paging) => trpc.studentWork.list.queryOptions({ ...filters, ...paging }),
    total: (data) => data.total,
  });
  const works = paged.query;
  const canReview = canReviewWork(user);

  const data = works.data;
  const { page, total } = paged;

  const listTop = useRef<HTMLHeadingElement>(null);

  const rows = data?.submissions ?? [];
  const pending = rows.filter((w) => w.status === "SUBMITTED");
  const evaluated = rows.filter((w) => w.status !== "SUBMITTED");
  const count = (s: Submission["status"]) => data?.counts[s] ?? 0;
  const laterPage = page > 1;

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
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <SelectField
          label="Estado"
          value={status}
          onChange={setStatus}
          emptyLabel="Todos los estados"
          options={statusOptions}
        />
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

      {data ? (
        <p className="muted" aria-live="polite">
          Mostrando {rows.length} de {total} trabajos
        </p>
      ) : null}

      <section className="card" aria-labelledby="pending-title">
        <h2 id="pending-title" ref={listTop} tabIndex={-1}>
          Trabajos Pendientes de Revisión
        </h2>
        {pending.length === 0 ? (
          <p className="empty-state">{works.isPending ? "Cargando trabajos..." : laterPage ? "No hay trabajos pendientes en esta página." : "No hay trabajos pendientes."}</p>
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
          <p className="empty-state">{works.isPending ? "Cargando trabajos..." : laterPage ? "No hay trabajos evaluados en esta página." : "Todavía no hay trabajos evaluados."}</p>
        ) : (
          <ul className="payment-list">
            {evaluated.map((work) => (
              <WorkItem key={work.id} work={work} actions={reviewButton(work, "Actualizar")} />
            ))}
          </ul>
        )}
      </section>
      <Pager label="Páginas de trabajos" page={page} pages={paged.pages} onPageChange={paged.setPage} focusTarget={listTop} />
      {reviewing ? <ReviewWorkDialog work={reviewing} onClose={() => setReviewing(null)} /> : null}
    </SectionPage>
  );
}

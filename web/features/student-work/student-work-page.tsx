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
import "./student-work.css";

const statusOptions = submissionStatuses.map((value) => ({ value, label: submissionStatusLabels[value] }));

/**
 * A section with no rows on this page: the page holds the newest 20 works, so the others may be on
 * the next pages. Say so instead of "no hay" when the counts (the whole scope) have some.
 */
function emptyText(kind: "pendientes" | "evaluados", inScope: number, laterPage: boolean): string {
  if (inScope > 0) return `Los trabajos ${kind} están en otras páginas de la lista (${inScope} en total).`;
  if (laterPage) return `No hay trabajos ${kind} en esta página.`;
  return kind === "pendientes" ? "No hay trabajos pendientes." : "Todavía no hay trabajos evaluados.";
}

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
  const matching = (s: Submission["status"]) => (!status || status === s ? count(s) : 0);
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
          <p className="empty-state">{works.isPending ? "Cargando trabajos..." : emptyText("pendientes", matching("SUBMITTED"), laterPage)}</p>
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
          <p className="empty-state">
            {works.isPending ? "Cargando trabajos..." : emptyText("evaluados", matching("REVIEWED") + matching("APPROVED") + matching("NEEDS_REVISION"), laterPage)}
          </p>
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

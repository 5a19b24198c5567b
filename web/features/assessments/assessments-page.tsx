import { useSuspenseQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import { AssessmentDialog } from "./assessment-dialog";
import { AssessmentFilters } from "./assessment-filters";
import { AssessmentTable } from "./assessment-table";
import { type AssessmentItem, assessmentTexts } from "./assessment-texts";
import { type AssessmentKind, assessmentQueries } from "./assessments-queries";
import { useAssessments } from "./use-assessments";

/** 'Gestión de Exámenes' (admin). */
export function ExamsPage() {
  return <AssessmentsPage kind="exam" all={useSuspenseQuery(assessmentQueries.exams()).data} />;
}

/** 'Gestión de Cuestionarios' (admin). */
export function QuizzesPage() {
  return <AssessmentsPage kind="quiz" all={useSuspenseQuery(assessmentQueries.quizzes()).data} />;
}

function AssessmentsPage({ kind, all }: { kind: AssessmentKind; all: AssessmentItem[] }) {
  const t = assessmentTexts[kind];
  const [editing, setEditing] = useState<{ item: AssessmentItem | null } | null>(null);
  const [deleting, setDeleting] = useState<AssessmentItem | null>(null);
  const list = useAssessments(kind, all, { onRemoved: () => setDeleting(null) });
  const { stats } = list;

  return (
    <SectionPage title={t.title}>
      {/* The issue keeps this banner while students cannot yet take an exam or quiz in the platform. */}
      <p className="alert alert-info" role="note">
        Funcionalidad en Desarrollo: aquí se preparan exámenes y cuestionarios; los estudiantes aún no pueden
        presentarlos desde la plataforma.
      </p>
      <ul className="stat-grid" aria-label={`Resumen de ${t.list.toLowerCase()}`}>
        <li className="card stat">
          <span className="stat-value">{all.length}</span> {t.total}
        </li>
        <li className="card stat">
          <span className="stat-value">{stats.active}</span> Activos
        </li>
        {kind === "exam" ? (
          <>
            <li className="card stat">
              <span className="stat-value">{list.modules.length}</span> Módulos
            </li>
            <li className="card stat">
              <span className="stat-value">{stats.averageQuestions ?? "—"}</span> Promedio Preguntas
            </li>
          </>
        ) : (
          <>
            <li className="card stat">
              <span className="stat-value">{stats.attempts}</span> Total Intentos
            </li>
            <li className="card stat">
              <span className="stat-value">{stats.averageScore ?? "—"}</span> Promedio General
            </li>
          </>
        )}
      </ul>

      <AssessmentFilters filters={list.filters} modules={list.modules} onFilter={list.filterBy} />

      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden="true" /> {t.add}
        </button>
      </div>

      {list.shown.length === 0 ? (
        <p className="card empty-state">{t.empty}</p>
      ) : (
        <AssessmentTable kind={kind} label={t.list} items={list.shown} onEdit={(item) => setEditing({ item })} onDelete={setDeleting} />
      )}
      {editing ? <AssessmentDialog kind={kind} item={editing.item} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle}
        message={t.confirm}
        confirmLabel="Eliminar"
        busy={list.removing}
        onConfirm={() => deleting && list.remove(deleting)}
      />
    </SectionPage>
  );
}

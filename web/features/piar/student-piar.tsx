import { useEffect, useRef } from "react";
import { formatDate } from "../../../common/format";
import { AccessibilitySummary } from "../accessibility";
import { AgreementStatus } from "./agreement-status";
import { CompetencyReportForm } from "./competency-report-form";
import { Followups } from "./followups";
import { PdfButton } from "./pdf-button";
import { PiarForm } from "./piar-form";
import { RevisionHistory } from "./revision-history";
import type { ChosenStudent } from "./use-piar";
import { useStudentPiar } from "./use-student-piar";

type Props = { student: ChosenStudent; onDirty: (dirty: boolean) => void };

/**
 * The chosen student's PIAR: its state (version, last change, the family's agreement, "Descargar
 * PDF"), the plan's sections to write (Anexo 1, 2 and 3), its versions and acta with "Firmar acta",
 * the follow-up of each period and the yearly competencies report. No plan yet: the same form, blank,
 * with "Crear PIAR".
 */
export function StudentPiar({ student, onDirty }: Props) {
  const s = useStudentPiar(student.id);
  const heading = useRef<HTMLHeadingElement>(null);
  // Chosen from the list: the heading takes the focus (on a phone the plan is below the list).
  useEffect(() => heading.current?.focus(), []);
  const piar = s.plan.data;
  return (
    <section className="piar-sheet" aria-labelledby="piar-student-title">
      <h2 id="piar-student-title" className="section-title" tabIndex={-1} ref={heading}>
        PIAR de {student.name}
      </h2>
      {s.plan.isPending ? <p role="status">Cargando el PIAR...</p> : null}
      {s.plan.isError ? (
        <p role="alert" className="alert alert-error">
          No se pudo abrir el PIAR de {student.name}. Intenta de nuevo en un momento.
        </p>
      ) : null}
      {piar === null ? <p className="card">{student.name} todavía no tiene PIAR. Escríbelo aquí y guárdalo con «Crear PIAR».</p> : null}
      {piar ? (
        <div className="card piar-state">
          <p>
            Versión {piar.revision} · Última actualización el {formatDate(piar.updatedAt)}
            {piar.updatedBy ? ` por ${piar.updatedBy}` : ""} · Revisión a más tardar el {formatDate(piar.reviewDue)}
            {piar.reviewSoon ? <strong className="piar-review-soon"> · Revisión próxima</strong> : null}
          </p>
          <AgreementStatus piar={piar} />
          <PdfButton studentId={student.id} name={student.name} />
        </div>
      ) : null}
      {piar !== undefined ? (
        <PiarForm
          key={student.id}
          piar={piar}
          name={student.name}
          today={s.today}
          onSave={s.save}
          onDirty={onDirty}
          aside={<AccessibilitySummary studentId={student.id} name={student.name} />}
        />
      ) : null}
      {piar ? <RevisionHistory piar={piar} /> : null}
      {piar ? <Followups key={s.currentPeriod ?? "sin-periodos"} piar={piar} periods={s.periods} currentPeriod={s.currentPeriod} calendarLoading={s.calendarLoading} onWrite={s.writeFollowup} /> : null}
      {piar ? <CompetencyReportForm key={`informe-${student.id}`} piar={piar} year={Number(s.today.slice(0, 4))} /> : null}
    </section>
  );
}

import { GraduationCap } from "lucide-react";
import { useState } from "react";
import { finalReportMessages as m } from "../../../common/report-cards/final-report";
import type { Tribe } from "../../../common/school";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SelectField } from "../../components/ui/select-field";
import { useFinalReports } from "./use-final-reports";

/**
 * 'Boletines', for an admin (issue 35): the tribe's final reports of a year. Each student is ready
 * (every period's card published and the commission's decision in a closed acta) or blocked, with
 * why; "Publicar informes finales" asks first, naming who is still pending, and publishes the ready
 * ones, one version each.
 */
export function FinalReportsSection({ tribe }: { tribe: Tribe }) {
  const f = useFinalReports(tribe);
  const [confirming, setConfirming] = useState(false);
  const titleId = "final-reports-title";
  return (
    <section className="card final-reports" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <GraduationCap aria-hidden="true" /> Informes finales de {tribe}
      </h2>
      <SelectField label="Año escolar" value={String(f.year)} onChange={(value) => f.setYear(Number(value))} options={f.years.map((y) => ({ value: String(y), label: String(y) }))} />
      {f.readiness.isLoading ? <p role="status">Cargando informes finales...</p> : null}
      {f.readiness.data && f.readiness.data.periods.length === 0 ? <p className="muted">{m.noPeriods(f.year)}</p> : null}
      {f.readiness.data && f.readiness.data.periods.length > 0 && f.students.length === 0 ? <p className="muted">{m.noStudents}</p> : null}
      {f.readiness.data && f.readiness.data.periods.length > 0 && f.students.length > 0 && !f.allReady ? <p className="muted">{m.waiting}</p> : null}
      <ul className="item-list final-report-students">
        {f.students.map((student) => (
          <li key={student.id}>
            <strong>{student.name}:</strong>
            <span>{student.ready ? (student.version > 0 ? `Publicado (versión ${student.version})` : "Listo para publicar") : `Pendiente: ${student.blockers.join("; ")}.`}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={() => !f.publishing && setConfirming(true)} disabled={f.ready.length === 0}>
        {f.publishing ? "Publicando..." : "Publicar informes finales"}
      </button>
      <p role="status" className="muted">
        {f.result ?? ""}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title={`Publicar los informes finales ${f.year}`}
        message={`Se publicará el informe final ${f.year} de ${f.ready.length} ${f.ready.length === 1 ? "estudiante" : "estudiantes"} de ${tribe} y se avisará a sus familias.${f.pending.length ? ` Quedan sin publicar, hasta que esté todo: ${f.pending.map((s) => s.name).join(", ")}.` : ""} Una publicación no se cambia: una corrección es una nueva versión.`}
        confirmLabel="Publicar informes finales"
        onConfirm={() => {
          setConfirming(false);
          f.publish();
        }}
      />
    </section>
  );
}

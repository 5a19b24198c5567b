import { Link } from "@tanstack/react-router";
import { yearEndOutcomeLabels, yearEndOutcomes } from "../../../common/enrolment/enrolment.schema";
import { gradeLabels } from "../../../common/student-records/record-codes";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import { SelectField } from "../../components/ui/select-field";
import { LoadError, Loading } from "../dashboard";
import { useYearEnd } from "./use-year-end";
import "./enrolment.css";

const grade = (g: string | null) => (g ? (gradeLabels[g as keyof typeof gradeLabels] ?? g) : "—");

/**
 * 'Cierre de año' (issue 36): from the signed actas of the promotion commission (Decreto 1290 de
 * 2009, art. 6 and 7), each enrolled student's next grade; applying records a novedad per student.
 */
export function YearEndScreen() {
  const y = useYearEnd();
  const data = y.preview.data;
  const years = [y.thisYear - 1, y.thisYear, y.thisYear + 1];
  return (
    <SectionPage title="Cierre de año" intro="Cada estudiante matriculado pasa al grado siguiente, repite o se gradúa según el acta firmada de la comisión de promoción de su tribu.">
      <p>
        <Link to="/dashboard/matricula">Volver a Matrícula</Link>
      </p>
      <div className="card year-end">
        <SelectField label="Año escolar" value={String(y.year)} onChange={(v) => y.setYear(Number(v))} options={years.map((v) => ({ value: String(v), label: String(v) }))} />
        {y.counts ? (
          <ul className="import-summary" aria-live="polite">
            {yearEndOutcomes.map((o) => (
              <li key={o}>
                {yearEndOutcomeLabels[o]}: <strong>{y.counts?.[o] ?? 0}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        <button type="button" className="btn btn-primary" disabled={y.toApply === 0 || y.applying} onClick={() => y.setConfirming(true)}>
          Aplicar cierre de {y.year}
        </button>
        {y.toApply === 0 && data ? <p className="muted">Nada por aplicar en {y.year}: sin estudiantes con decisión firmada pendiente.</p> : null}
        {y.error ? (
          <p role="alert" className="field-error">
            {y.error}
          </p>
        ) : null}
      </div>
      {y.preview.isPending ? <Loading /> : null}
      {y.preview.isError ? <LoadError /> : null}
      {data && data.students.length > 0 ? (
        <div className="enrolment-table-wrap">
          <table className="year-end-table">
            <caption className="visually-hidden">Resultado del cierre de año por estudiante</caption>
            <thead>
              <tr>
                <th scope="col">Estudiante</th>
                <th scope="col">Tribu</th>
                <th scope="col">Grado</th>
                <th scope="col">Resultado</th>
                <th scope="col">Grado siguiente</th>
              </tr>
            </thead>
            <tbody>
              {data.students.map((s) => (
                <tr key={s.recordId}>
                  <th scope="row">{s.name || "Ficha sin nombre"}</th>
                  <td data-label="Tribu">{s.tribe ?? "Sin tribu"}</td>
                  <td data-label="Grado">{grade(s.grade)}</td>
                  <td data-label="Resultado">
                    {yearEndOutcomeLabels[s.outcome]}
                    {s.note ? <span className="import-cell-warning">{s.note}</span> : null}
                  </td>
                  <td data-label="Grado siguiente">{s.outcome === "graduar" ? "Termina sus estudios" : grade(s.nextGrade)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.students.length === 0 ? <p className="card">Ningún estudiante matriculado en {y.year}.</p> : null}
      <ConfirmDialog
        open={y.confirming}
        onOpenChange={y.setConfirming}
        title={`Aplicar el cierre de ${y.year}`}
        message={`Se registrará la novedad de ${y.toApply} estudiantes (promovidos al grado siguiente o graduados) y se cambiará su grado. Los estudiantes sin decisión no cambian. Aplicarlo otra vez no cambia nada.`}
        confirmLabel="Aplicar cierre"
        tone="primary"
        busy={y.applying}
        onConfirm={y.apply}
      />
    </SectionPage>
  );
}

import { Link } from "@tanstack/react-router";
import type { SimatCheck } from "../../../common/enrolment-reports/enrolment-reports.schema";

/** The rows SIMAT would refuse, each with what to fix and a link to the student's file; the school's own missing data first. */
export function SimatCheckList({ check }: { check: SimatCheck }) {
  const ready = check.problems.length === 0 && check.settingsProblems.length === 0;
  return (
    <section className="card" aria-labelledby="simat-check-title">
      <h2 id="simat-check-title">Revisión del reporte SIMAT {check.year}</h2>
      <p className="muted">
        {check.rows === 0
          ? `No hay estudiantes matriculados en ${check.year}.`
          : `${check.rows} ${check.rows === 1 ? "estudiante" : "estudiantes"} en el reporte; ${check.problems.length} con datos que SIMAT no recibiría.`}
      </p>
      {check.settingsProblems.length > 0 ? (
        <div className="alert alert-warning">
          <p>Datos de la escuela para SIMAT:</p>
          <ul>
            {check.settingsProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {check.problems.length > 0 ? (
        <ul className="simat-problems">
          {check.problems.map((row) => (
            <li key={row.recordId}>
              <p>
                <strong>{row.name}</strong>
                {row.studentId !== null ? (
                  <>
                    {" "}
                    <Link to="/dashboard/matricula/$studentId" params={{ studentId: String(row.studentId) }}>
                      Corregir la ficha<span className="visually-hidden"> de {row.name}</span>
                    </Link>
                  </>
                ) : (
                  <span className="muted">
                    {" "}
                    (sin cuenta: corrija la ficha desde la <Link to="/dashboard/matricula">lista de matrícula</Link>)
                  </span>
                )}
              </p>
              <ul>
                {row.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {ready && check.rows > 0 ? <p>Todas las filas tienen lo que SIMAT pide.</p> : null}
      <p className="muted">Formato: {check.layoutVersion}.</p>
    </section>
  );
}

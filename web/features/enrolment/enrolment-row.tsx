import { Link } from "@tanstack/react-router";
import type { EnrolmentListItem } from "../../../common/enrolment/enrolment.schema";
import { enrolmentStatusLabel, gradeLabels } from "../../../common/student-records/record-codes";

const nameOf = (row: EnrolmentListItem) => `${row.firstNames ?? ""} ${row.lastNames ?? ""}`.trim() || "Ficha sin nombre";

/** One file in the list: its name opens the file (the admin's editor), 'Registrar novedad' its status change. */
export function EnrolmentRow({ row, onNovedad }: { row: EnrolmentListItem; onNovedad: () => void }) {
  const name = nameOf(row);
  return (
    <tr>
      <th scope="row" data-label="Estudiante">
        {row.studentId !== null ? (
          <Link to="/dashboard/matricula/$studentId" params={{ studentId: String(row.studentId) }} className="enrolment-name">
            {name}
          </Link>
        ) : (
          name
        )}
      </th>
      <td data-label="Documento">{row.documentType === "SD" ? "Sin documento" : row.documentType ? `${row.documentType} ${row.documentNumber ?? ""}` : "—"}</td>
      <td data-label="Grado">{row.grade ? gradeLabels[row.grade] : "—"}</td>
      <td data-label="Tribu">{row.tribe ?? "Sin tribu"}</td>
      <td data-label="Estado">
        <span className={`enrolment-status enrolment-status-${row.status}`}>{enrolmentStatusLabel(row.status, row.sex)}</span>
      </td>
      <td data-label="Datos que faltan">{row.missing === 0 ? "Completa" : row.missing === 1 ? "Falta 1 dato" : `Faltan ${row.missing} datos`}</td>
      <td>
        {row.studentId !== null ? (
          <button type="button" className="btn btn-secondary" onClick={onNovedad} aria-label={`Registrar novedad de ${name}`}>
            Registrar novedad
          </button>
        ) : null}
      </td>
    </tr>
  );
}

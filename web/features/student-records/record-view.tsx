import { formatDate } from "../../../common/format";
import { formatPhone } from "../../../common/phone";
import { documentTypeLabels, enrolmentStatusLabel, gradeLabels, guardianDocumentTypeLabels, zoneLabels } from "../../../common/student-records/record-codes";
import type { StudentRecord } from "../../../common/student-records/record.schema";
import { studentSexLabels } from "../../../common/users/student-sex";

type Row = [label: string, value: string | null | undefined];

/** A part of the file, read-only; a field the reader may not see is absent from the answer and left out here. */
function Facts({ title, rows }: { title: string; rows: Row[] }) {
  const shown = rows.filter(([, value]) => value !== undefined);
  if (shown.length === 0) return null;
  return (
    <section className="card record-section">
      <h2 className="section-title">{title}</h2>
      <dl className="record-facts">
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value === null || value === "" ? "Sin dato" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const maybe = <T,>(value: T | undefined, show: (v: NonNullable<T>) => string): string | null | undefined => (value === undefined ? undefined : value === null ? null : show(value as NonNullable<T>));

/** The file as its reader may see it: the family the whole of it, a teacher the school-life part. */
export function RecordView({ record }: { record: StudentRecord }) {
  return (
    <>
      <Facts
        title="Identidad"
        rows={[
          ["Nombres", record.firstNames],
          ["Apellidos", record.lastNames],
          ["Documento", maybe(record.documentType, (t) => documentTypeLabels[t])],
          ["Número", record.documentNumber],
          ["Fecha de nacimiento", maybe(record.birthDate, formatDate)],
          ["Lugar de nacimiento", record.birthPlace],
          ["Sexo", maybe(record.sex, (s) => studentSexLabels[s])],
        ]}
      />
      <Facts
        title="Escuela"
        rows={[
          ["Grado", maybe(record.grade, (g) => gradeLabels[g])],
          ["Tribu", record.tribe],
          ["Estado", enrolmentStatusLabel(record.status, record.sex)],
          ["Fecha de matrícula", maybe(record.enrolledOn, formatDate)],
          ["Colegio anterior", record.previousSchool],
        ]}
      />
      <Facts
        title="Residencia"
        rows={[
          ["Dirección", record.address],
          ["Municipio", record.municipality],
          ["Zona", maybe(record.zone, (z) => zoneLabels[z])],
          ["Estrato", maybe(record.stratum, String)],
        ]}
      />
      <Facts
        title="Salud"
        rows={[
          ["EPS", record.eps],
          ["Grupo sanguíneo", record.bloodType],
          ["Categoría de discapacidad o de apoyo", record.supportCategory],
        ]}
      />
      <section className="card record-section">
        <h2 className="section-title">Acudientes</h2>
        {record.guardians.length === 0 ? (
          <p className="muted">Sin acudientes registrados.</p>
        ) : (
          <ul className="item-list">
            {record.guardians.map((g) => (
              <li key={`${g.name}-${g.relationship}-${g.phone ?? ""}`}>
                <p>
                  <strong>{g.name}</strong> · {g.relationship}
                </p>
                <p>
                  {g.phone ? (
                    <a href={`tel:${g.phone}`} className="record-phone">
                      {formatPhone(g.phone)}
                    </a>
                  ) : (
                    "Sin teléfono"
                  )}
                  {" · "}
                  {g.canPickUp ? "Puede recoger al niño/a" : "No recoge al niño/a"}
                </p>
                {g.documentType !== undefined ? (
                  <p className="muted">
                    {guardianDocumentTypeLabels[g.documentType]} {g.documentNumber ?? ""}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

import { formatDateTime, formatLongDate } from "../../../common/format";
import { type Acta, type Commission, decisionPhrase, memberRoleLabels } from "../../../common/promotion/promotion.schema";

/** An acta as it was signed (or is being written), read-only: members, each decision as a sentence. */
export function ActaView({ acta, students }: { acta: Acta; students: Commission["students"] }) {
  const sexOf = (id: number) => students.find((s) => s.id === id)?.sex ?? null;
  return (
    <article className="card acta-view" aria-labelledby="acta-view-title">
      <h2 id="acta-view-title" className="section-title">
        Acta de {acta.tribe}, {acta.year} · versión {acta.version}
      </h2>
      <p>
        Reunión del {formatLongDate(acta.metOn)}. {acta.closedAt ? `Firmada el ${formatDateTime(acta.closedAt)}${acta.closedBy ? ` por ${acta.closedBy}` : ""}.` : "Abierta: aún sin firmar."}
      </p>
      <h3>Integrantes</h3>
      <ul>
        {acta.members.map((m) => (
          <li key={`${m.name}-${m.role}`}>
            {m.name}, {memberRoleLabels[m.role]}
          </li>
        ))}
      </ul>
      <h3>Decisiones</h3>
      <ul>
        {acta.decisions.map((d) => (
          <li key={d.studentId}>
            <strong>{d.studentName}</strong>: {decisionPhrase(d.decision, sexOf(d.studentId))}
            {d.reason ? `. Motivo: ${d.reason}` : ""}
          </li>
        ))}
      </ul>
      {acta.notes ? <p className="siee-text">{acta.notes}</p> : null}
    </article>
  );
}

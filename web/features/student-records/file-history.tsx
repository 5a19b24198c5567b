import { formatDate } from "../../../common/format";
import { certificateKindLabels, enrolmentStatusLabel, type Grade, gradeLabels } from "../../../common/student-records/record-codes";
import type { ChildFile } from "../../../common/student-records/record-requests";
import { requestStatusLabels } from "./correction-requests";

type Props = Pick<ChildFile, "certificates" | "events" | "requests"> & { sex: "F" | "M" | null };

const gradeLabel = (grade: string | null) => (grade && grade in gradeLabels ? gradeLabels[grade as Grade] : null);

/** What the family sees around the file: the certificates issued, the novedades, and its correction requests. */
export function FileHistory({ certificates, events, requests, sex }: Props) {
  return (
    <>
      <section className="card record-section" aria-labelledby="file-certificates">
        <h2 id="file-certificates" className="section-title">
          Certificados y constancias
        </h2>
        {certificates.length === 0 ? (
          <p className="muted">La escuela no ha expedido certificados de este estudiante.</p>
        ) : (
          <ul className="item-list">
            {certificates.map((c) => (
              <li key={c.code}>
                <p>
                  <strong>{certificateKindLabels[c.kind]}</strong> {c.year} · expedido el {formatDate(c.issuedAt)}
                </p>
                <p>
                  Código de verificación: <code>{c.code}</code> · {c.revoked ? `Anulado el ${formatDate(c.revokedAt)}` : "Válido"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card record-section" aria-labelledby="file-events">
        <h2 id="file-events" className="section-title">
          Novedades de la matrícula
        </h2>
        {events.length === 0 ? (
          <p className="muted">Sin novedades registradas.</p>
        ) : (
          <ul className="item-list">
            {events.map((e) => (
              <li key={e.id}>
                <p>
                  <strong>{enrolmentStatusLabel(e.status, sex)}</strong> · {formatDate(e.effectiveOn)}
                  {gradeLabel(e.grade) ? ` · ${gradeLabel(e.grade)}` : ""}
                </p>
                {e.reason ? <p>{e.reason}</p> : null}
                {e.destinationSchool ? <p className="muted">A: {e.destinationSchool}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card record-section" aria-labelledby="file-requests">
        <h2 id="file-requests" className="section-title">
          Tus solicitudes de corrección
        </h2>
        {requests.length === 0 ? (
          <p className="muted">Sin solicitudes. Si un dato está mal, usa «Pedir una corrección».</p>
        ) : (
          <ul className="item-list">
            {requests.map((r) => (
              <li key={r.id}>
                <p>
                  <strong>{requestStatusLabels[r.status]}</strong> · enviada el {formatDate(r.createdAt)}
                </p>
                <p>{r.message}</p>
                {r.resolution ? <p>Respuesta de la escuela: {r.resolution}</p> : r.status === "pending" ? <p className="muted">La escuela aún no responde.</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

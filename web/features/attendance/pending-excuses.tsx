import type { Excuse } from "../../../common/attendance/attendance.schema";
import { formatDate } from "../../../common/format";
import { FileButtons } from "../../components/ui/file-buttons";
import { ListenButton } from "../../components/ui/listen-button";
import { SupportList } from "./family-excuses";

type Props = { excuses: Excuse[] | undefined; accepting: number | null; onAccept: (id: number) => void };

/** The families' excuses waiting for the teacher: who, which day, why, what the family added ("Soportes agregados"), and "Aceptar". */
export function PendingExcuses({ excuses, accepting, onAccept }: Props) {
  return (
    <section className="card" aria-labelledby="pending-excuses-title">
      <h2 id="pending-excuses-title" className="section-title">
        Excusas pendientes
      </h2>
      {!excuses ? <p role="status">Cargando excusas...</p> : null}
      {excuses && excuses.length === 0 ? <p className="muted">Ninguna excusa espera respuesta.</p> : null}
      <ul className="item-list">
        {(excuses ?? []).map((excuse) => (
          <li key={excuse.id} className="excuse-item">
            <p>
              <strong>{excuse.studentName}</strong> · {formatDate(excuse.date)}
              {excuse.sentBy ? <span className="muted"> · enviada por {excuse.sentBy.name}</span> : null}
            </p>
            <p id={`excuse-text-${excuse.id}`}>{excuse.text}</p>
            <SupportList excuse={excuse} />
            <div className="button-row compact">
              <ListenButton parts={[{ text: excuse.text, highlightIn: `excuse-text-${excuse.id}` }]} label={`excusa de ${excuse.studentName}`} compact />
              {excuse.file ? <FileButtons url={excuse.file.url} fileName={excuse.file.name} /> : null}
              <button
                type="button"
                className="btn btn-primary"
                disabled={accepting === excuse.id}
                onClick={() => onAccept(excuse.id)}
                aria-label={`Aceptar la excusa de ${excuse.studentName} del ${formatDate(excuse.date)}`}
              >
                Aceptar
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

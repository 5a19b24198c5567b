import { excuseStatusLabels, type Excuse } from "../../../common/attendance/attendance.schema";
import { Paperclip } from "lucide-react";
import { formatDate, formatDateTime, formatDayInWords } from "../../../common/format";
import { FileButtons } from "../../components/ui/file-buttons";

type Props = { excuses: Excuse[]; canSend: boolean; onSupport: (excuse: Excuse) => void };

/** The excuses the family sent for a child, each with what was added to it and, while pending, "Agregar soporte". */
export function FamilyExcuses({ excuses, canSend, onSupport }: Props) {
  return (
    <section className="card" aria-labelledby="attendance-excuses-title">
      <h2 id="attendance-excuses-title" className="section-title">
        Excusas enviadas
      </h2>
      {excuses.length === 0 ? <p className="muted">Ninguna excusa enviada.</p> : null}
      <ul className="item-list">
        {excuses.map((excuse) => (
          <li key={excuse.id} className="excuse-item">
            <p>
              <strong>{formatDate(excuse.date)}</strong> · {excuseStatusLabels[excuse.status]}
            </p>
            <p>{excuse.text}</p>
            {excuse.file ? (
              <div className="button-row compact">
                <FileButtons url={excuse.file.url} fileName={excuse.file.name} />
              </div>
            ) : null}
            <SupportList excuse={excuse} />
            {excuse.status === "pending" && canSend ? (
              <div className="button-row compact">
                <button type="button" className="btn btn-secondary" onClick={() => onSupport(excuse)} aria-label={`Agregar soporte a la excusa del ${formatDayInWords(excuse.date)}`}>
                  <Paperclip aria-hidden="true" /> Agregar soporte
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Soportes agregados": each note and file added to an excuse, for the family and the teacher alike. */
export function SupportList({ excuse }: { excuse: Excuse }) {
  if (excuse.supports.length === 0) return null;
  return (
    <div className="excuse-supports">
      <p className="field-label">Soportes agregados</p>
      <ul className="item-list">
        {excuse.supports.map((support) => (
          <li key={support.id}>
            <p className="muted">{formatDateTime(support.createdAt)}{support.addedBy ? ` · ${support.addedBy.name}` : ""}</p>
            {support.note ? <p>{support.note}</p> : null}
            {support.file ? (
              <div className="button-row compact">
                <FileButtons url={support.file.url} fileName={support.file.name} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

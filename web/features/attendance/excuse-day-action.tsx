import { CheckCircle2, Paperclip, Send } from "lucide-react";
import { alertExcuseLabels } from "../../../common/attendance/attendance.alerts";
import type { Excuse } from "../../../common/attendance/attendance.schema";
import { formatDayInWords } from "../../../common/format";

type Props = {
  date: string;
  excuse: Excuse | undefined;
  canSend: boolean;
  onSend: (date: string) => void;
  onSupport: (excuse: Excuse) => void;
};

/**
 * What a day offers the family (issue 34), never a form the school would refuse: "Enviar excusa"
 * without an excuse, "Agregar soporte" while it waits for the teacher, the decision once made.
 */
export function ExcuseDayAction({ date, excuse, canSend, onSend, onSupport }: Props) {
  const day = formatDayInWords(date);
  if (excuse?.status === "accepted") {
    return (
      <p className="excuse-state excuse-state-accepted">
        <CheckCircle2 aria-hidden="true" /> {alertExcuseLabels.accepted}
      </p>
    );
  }
  if (excuse) {
    return (
      <div className="button-row compact">
        <p className="excuse-state">{alertExcuseLabels.pending}: la profesora la revisa.</p>
        {canSend ? (
          <button type="button" className="btn btn-secondary" onClick={() => onSupport(excuse)} aria-label={`Agregar soporte a la excusa del ${day}`}>
            <Paperclip aria-hidden="true" /> Agregar soporte
          </button>
        ) : null}
      </div>
    );
  }
  if (!canSend) return null;
  return (
    <div className="button-row compact">
      <button type="button" className="btn btn-primary" onClick={() => onSend(date)} aria-label={`Enviar excusa del ${day}`}>
        <Send aria-hidden="true" /> Enviar excusa
      </button>
    </div>
  );
}

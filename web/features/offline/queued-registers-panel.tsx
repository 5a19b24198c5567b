import { formatWeekdayDate } from "../../../common/format";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import type { QueuedRegister } from "../../lib/offline/register-queue";
import { useLeaveQuestion } from "./use-leave-question";
import { useQueuedRegisters } from "./use-queued-registers";

const registerName = (item: QueuedRegister) => `La asistencia de ${item.tribe} del ${formatWeekdayDate(item.date)}`;

/** Attendance saved without internet (issue 39): waiting, refused with the reason, and the server's words once it arrived. */
export function QueuedRegistersPanel() {
  const registers = useQueuedRegisters();
  const waiting = registers.items.filter((item) => item.status === "waiting");
  const refused = registers.items.filter((item) => item.status === "refused");
  const leaving = useLeaveQuestion(waiting.length, registers.trySending);
  if (registers.items.length === 0 && registers.sent.length === 0) return null;
  return (
    <div className="queued-work-place" data-testid="queued-registers">
      {waiting.map((item) => (
        <div key={item.key} className="queued-work" role="status">
          <p>{registerName(item)} está guardada en este dispositivo y se enviará cuando vuelva el internet.</p>
        </div>
      ))}
      {waiting.length === 0 && registers.sent.length > 0 ? (
        <div className="queued-work queued-work-sent" role="status">
          {registers.sent.map(({ register, message }) => (
            <p key={register.key}>
              {registerName(register)} llegó. {message}
            </p>
          ))}
          <button type="button" className="btn btn-secondary" onClick={registers.dismissSent}>
            Entendido
          </button>
        </div>
      ) : null}
      {refused.map((item) => (
        <div key={item.key} className="queued-work queued-work-refused" role="alert">
          <p>
            {registerName(item)} no se pudo guardar: {item.message} Tome la asistencia de nuevo en la pantalla Asistencia.
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void registers.remove(item.key)}>
            Quitar de la lista
          </button>
        </div>
      ))}
      <ConfirmDialog
        open={leaving.asking}
        onOpenChange={(open) => !open && leaving.stay()}
        title="Hay asistencia sin enviar"
        message="La asistencia que guardó sin internet todavía no ha llegado. Si sale ahora, se queda en este dispositivo y se enviará cuando vuelva a entrar con internet."
        cancelLabel="Quedarme"
        confirmLabel="Salir de todos modos"
        tone="primary"
        onConfirm={leaving.leave}
      />
    </div>
  );
}

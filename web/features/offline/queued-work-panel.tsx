import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ListenButton } from "../../components/ui/listen-button";
import { leavingWithQueuedWork } from "../../lib/offline/hand-in-queue";
import type { QueuedHandIn } from "../../lib/offline/hand-in-queue";
import { saveBlob } from "../../lib/protected-files";
import { offlineWords, refusedWords, waitingWords } from "./offline-words";
import { useLeaveQuestion } from "./use-leave-question";
import { useQueuedWork } from "./use-queued-work";

function RefusedItem({ item, onRemove }: { item: QueuedHandIn; onRemove: () => void }) {
  const words = refusedWords(item.message);
  return (
    <div className="queued-work queued-work-refused" role="alert">
      <p>{words}</p>
      <p>{offlineWords.refusedHelp}</p>
      <div className="queued-work-actions">
        <ListenButton parts={[{ text: words }, { text: offlineWords.refusedHelp }]} label="el aviso" compact />
        {item.files.length > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={() => {
              for (const file of item.files) saveBlob(file.blob, file.name);
            }}>
            Guardar los archivos
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onRemove}>
          Quitar de la lista
        </button>
      </div>
    </div>
  );
}

/** The child's hand-ins kept on this device: waiting, refused (with what her adult can do), and "Enviado" once they arrive. */
export function QueuedWorkPanel() {
  const work = useQueuedWork();
  const waiting = work.items.filter((item) => item.status === "waiting");
  const refused = work.items.filter((item) => item.status === "refused");
  const waitingText = waitingWords(waiting.length);
  const leaving = useLeaveQuestion(waiting.length, work.trySending);
  // Nothing on the page (no empty live region either) until there is something to say.
  if (waiting.length === 0 && refused.length === 0 && work.sent.length === 0) return null;
  return (
    <div className="queued-work-place" data-testid="queued-work">
      {waiting.length > 0 ? (
        <div className="queued-work" role="status">
          <p>{waitingText}</p>
          <ListenButton parts={[{ text: waitingText }]} label="el trabajo guardado" compact />
        </div>
      ) : work.sent.length > 0 ? (
        <div className="queued-work queued-work-sent" role="status">
          <p>{offlineWords.sent}</p>
          <ListenButton parts={[{ text: offlineWords.sent }]} label="trabajo enviado" compact />
          <button type="button" className="btn btn-secondary" onClick={work.dismissSent}>
            Entendido
          </button>
        </div>
      ) : null}
      {refused.map((item) => (
        <RefusedItem key={item.key} item={item} onRemove={() => void work.remove(item.key)} />
      ))}
      <ConfirmDialog
        open={leaving.asking}
        onOpenChange={(open) => !open && leaving.stay()}
        title="Hay trabajo sin enviar"
        message={leavingWithQueuedWork(waiting.length)}
        cancelLabel="Quedarme"
        confirmLabel="Salir de todos modos"
        tone="primary"
        onConfirm={leaving.leave}
      />
    </div>
  );
}

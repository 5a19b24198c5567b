import { useSyncExternalStore } from "react";
import { ListenButton } from "../../components/ui/listen-button";
import { handInInProgress, onActivityChange } from "../../lib/offline/activity";
import { newVersionWaiting, onNewVersion, reloadOnNewVersion } from "../../lib/offline/service-worker";
import { offlineWords } from "./offline-words";

/** "Hay una versión nueva", once no hand-in is open or being sent; the page reloads only on the tap. */
export function AppUpdate() {
  const waiting = useSyncExternalStore(onNewVersion, newVersionWaiting, () => false);
  const busy = useSyncExternalStore(onActivityChange, handInInProgress, () => false);
  if (!waiting || busy) return null;
  return (
    <div className="app-update" role="status">
      <p>
        <strong>{offlineWords.newVersion}</strong> {offlineWords.newVersionHelp}
      </p>
      <ListenButton parts={[{ text: offlineWords.newVersion }, { text: offlineWords.newVersionHelp }]} label="la versión nueva" compact />
      <button type="button" className="btn btn-primary" onClick={reloadOnNewVersion}>
        Actualizar
      </button>
    </div>
  );
}

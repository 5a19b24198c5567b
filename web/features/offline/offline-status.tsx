import { ListenButton } from "../../components/ui/listen-button";
import { AppUpdate } from "./app-update";
import { offlineWords } from "./offline-words";
import { QueuedRegistersPanel } from "./queued-registers-panel";
import { QueuedWorkPanel } from "./queued-work-panel";
import { useOnline } from "./use-online";
import "./offline.css";

/**
 * What the app says about the connection (issue 39), above every page and in its flow, so it never
 * covers what a child must tap: without internet, one calm line (a status, announced as it appears);
 * the hand-ins and registers kept on the device; a new version when one waits.
 */
export function OfflineStatus() {
  const online = useOnline();
  return (
    <div className="offline-status">
      {online ? null : (
        <div className="offline-banner" data-testid="offline-banner" role="status">
          <p>{offlineWords.banner}</p>
          <ListenButton parts={[{ text: offlineWords.banner }]} label="sin internet" compact />
        </div>
      )}
      <QueuedWorkPanel />
      <QueuedRegistersPanel />
      <AppUpdate />
    </div>
  );
}

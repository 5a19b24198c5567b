import { VolumeX, X } from "lucide-react";
import { clearReadingNotice, useReadingNotice } from "../../lib/reading-notice";
import "./reading-notice.css";

/**
 * Why the page could not read aloud, said once and in its own line of the page (rendered once per
 * layout, under its top bar or heading): it pushes the page down instead of covering a card, and
 * it is a polite live region an adult can read, not a flashing alert. The region is always there, so
 * a screen reader announces the message when it appears; it has no role of its own, so the page's
 * own status messages stay the only "status" a page shows when nothing failed.
 */
export function ReadingNotice() {
  const message = useReadingNotice();
  return (
    <div aria-live="polite" aria-atomic="true" className="reading-notice-region" data-testid="reading-notice">
      {message ? (
        <p className="reading-notice">
          <VolumeX aria-hidden="true" />
          <span>{message}</span>
          <button type="button" className="icon-button" onClick={clearReadingNotice} aria-label="Cerrar el aviso de lectura en voz alta">
            <X aria-hidden="true" />
          </button>
        </p>
      ) : null}
    </div>
  );
}

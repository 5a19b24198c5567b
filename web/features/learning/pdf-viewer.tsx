import { ArrowLeft } from "lucide-react";
import { Modal } from "../../components/ui/modal";
import "./pdf-viewer.css";

/**
 * A module's PDF inside Tribu, full screen, for a child (issue 37): a new browser tab left her with
 * no way back. One big "Volver" (also Escape and the close button) closes it, and the focus goes back
 * to "Ver PDF".
 */
export function PdfViewer({ title, url, onClose }: { title: string; url: string | null; onClose: () => void }) {
  return (
    <Modal open={url !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} size="xl">
      <div className="pdf-viewer">
        <button type="button" className="btn btn-primary btn-large pdf-viewer-back" onClick={onClose} data-autofocus>
          <ArrowLeft aria-hidden="true" /> Volver
        </button>
        {url ? <iframe className="pdf-viewer-frame" src={url} title={title} /> : null}
      </div>
    </Modal>
  );
}

import { Download, Eye, FileText } from "lucide-react";
import { useState } from "react";
import { moduleMessages, type ModuleView } from "../../../common/modules/modules.schema";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth-store";
import { fetchFileUrl } from "./learning";
import { PdfViewer } from "./pdf-viewer";
import "./learning.css";

/**
 * The printable file of a module: view or download with the session, or the empty notice. A child
 * views it inside Tribu, with a big "Volver" (issue 37); an adult's "Ver PDF" keeps opening a new
 * tab, where a teacher or a family prints it or keeps it open beside Tribu.
 */
export function PdfBlock({ module }: { module: ModuleView }) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const child = useAuth().user?.role === "student";
  const stored = module.pdfFile !== null;
  const link = module.downloadPdf;

  function close() {
    if (shown?.startsWith("blob:")) URL.revokeObjectURL(shown);
    setShown(null);
  }

  async function open(download: boolean) {
    if (child && !download && !stored && link) {
      setShown(link);
      return;
    }
    // Our own file needs the session, which a plain link cannot carry: fetch it, then hand it over.
    const viewer = download || child ? null : window.open("", "_blank");
    setBusy(true);
    try {
      const url = await fetchFileUrl(download ? `${link}?download=1` : link);
      if (!download && child) {
        setShown(url);
        return;
      }
      if (download) {
        const anchor = document.createElement("a");
        anchor.href = url;
        anchor.download = module.pdfFile?.originalName ?? "modulo.pdf";
        document.body.append(anchor);
        anchor.click();
        anchor.remove();
      } else if (viewer) {
        viewer.location.href = url;
      } else {
        window.location.assign(url);
      }
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      viewer?.close();
      toast.error(error instanceof Error ? error.message : moduleMessages.noFile);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card module-block" aria-labelledby="pdf-title">
      <h2 id="pdf-title">
        <FileText aria-hidden="true" /> Material para imprimir
      </h2>
      {!link ? (
        <p className="muted">{moduleMessages.noFile}</p>
      ) : stored ? (
        <>
          <p>
            {module.pdfFile?.originalName} ({Math.max(1, Math.round((module.pdfFile?.size ?? 0) / 1024))} KB)
          </p>
          <div className="button-row">
            <button type="button" className="btn btn-secondary" onClick={() => open(false)} disabled={busy}>
              <Eye aria-hidden="true" /> Ver PDF
            </button>
            <button type="button" className="btn btn-primary" onClick={() => open(true)} disabled={busy}>
              <Download aria-hidden="true" /> Descargar PDF
            </button>
          </div>
        </>
      ) : (
        <div className="button-row">
          {child ? (
            <button type="button" className="btn btn-secondary" onClick={() => open(false)}>
              <Eye aria-hidden="true" /> Ver PDF
            </button>
          ) : (
            <a className="btn btn-secondary" href={link} target="_blank" rel="noopener noreferrer">
              <Eye aria-hidden="true" /> Ver PDF
            </a>
          )}
          <a className="btn btn-primary" href={link} download target="_blank" rel="noopener noreferrer">
            <Download aria-hidden="true" /> Descargar PDF
          </a>
        </div>
      )}
      <PdfViewer title={module.title} url={shown} onClose={close} />
    </section>
  );
}

import { Download, Eye, FileText } from "lucide-react";
import { useState } from "react";
import { moduleMessages, type ModuleView } from "../../../common/modules/modules.schema";
import { toast } from "../../components/ui/toast";
import { fetchFileUrl } from "./learning";

/** The printable file of a module: view or download with the session, or the empty notice. */
export function PdfBlock({ module }: { module: ModuleView }) {
  const [busy, setBusy] = useState(false);
  const stored = module.pdfFile !== null;
  const link = module.downloadPdf;

  async function open(download: boolean) {
    // Our own file needs the session, which a plain link cannot carry: fetch it, then hand it over.
    const viewer = download ? null : window.open("", "_blank");
    setBusy(true);
    try {
      const url = await fetchFileUrl(download ? `${link}?download=1` : link);
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
          <a className="btn btn-secondary" href={link} target="_blank" rel="noopener noreferrer">
            <Eye aria-hidden="true" /> Ver PDF
          </a>
          <a className="btn btn-primary" href={link} download target="_blank" rel="noopener noreferrer">
            <Download aria-hidden="true" /> Descargar PDF
          </a>
        </div>
      )}
    </section>
  );
}

import { Eye } from "lucide-react";
import { useId, useState } from "react";
import { formatDate } from "../../../common/format";
import { changedSectionLabels } from "../../../common/piar/piar.labels";
import type { Piar } from "../../../common/piar/piar.schema";
import { isAdmin } from "../../../common/school.policy";
import { Modal } from "../../components/ui/modal";
import { useAuth } from "../../lib/auth-store";
import { Acta } from "./acta";
import { PdfButton } from "./pdf-button";
import { RevisionDetail } from "./revision-detail";
import { usePiarHistory } from "./use-piar-records";

/** "Fecha de revisión, Ajustes razonables", or the words for a revision saved before the history. */
export const changedText = (sections: readonly string[] | null) =>
  sections === null ? "Versión anterior al historial" : sections.map((s) => changedSectionLabels[s as keyof typeof changedSectionLabels] ?? s).join(", ");

/**
 * The staff's history of a PIAR (issue 35): every revision with who saved it, when and what it
 * changed; open one read-only or download its PDF; the current acta with "Firmar acta".
 */
export function RevisionHistory({ piar }: { piar: Piar }) {
  const { user } = useAuth();
  const admin = isAdmin(user);
  const h = usePiarHistory(piar.studentId, { admin });
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();
  return (
    <section className="card piar-history" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Versiones y acta
      </h3>
      <Acta revision={piar.revision} signatures={piar.signatures} signing={piar.signedByYou ? null : { titles: admin ? h.titles : [], busy: h.signing, onSign: (title) => h.sign(piar.revision, title) }} />
      <h4>Historial de versiones</h4>
      {h.revisions.isPending ? <p role="status">Cargando las versiones...</p> : null}
      <ol className="item-list piar-revisions" aria-label={`Versiones del PIAR de ${piar.studentName}`}>
        {(h.revisions.data ?? []).map((r) => (
          <li key={r.revision} className="piar-revision">
            <p>
              <strong>Versión {r.revision}</strong>
              {r.revision === piar.revision ? " (vigente)" : ""} · {formatDate(r.savedAt)}
              {r.savedBy ? ` por ${r.savedBy}` : ""}
            </p>
            <p className="muted">Cambió: {changedText(r.changedSections)}</p>
            <p className="muted">
              {r.agreedBy.length > 0 ? `Acordada por ${r.agreedBy.join(" y ")}` : "Sin acuerdo de la familia"} · {r.signatures} {r.signatures === 1 ? "firma" : "firmas"} en el acta
            </p>
            <div className="button-row">
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(r.revision)}>
                <Eye aria-hidden="true" /> Ver versión {r.revision}
              </button>
              <PdfButton studentId={piar.studentId} name={piar.studentName} revision={r.revision} label={`PDF de la versión ${r.revision}`} />
            </div>
          </li>
        ))}
      </ol>
      <Modal open={open !== null} onOpenChange={(o) => (o ? null : setOpen(null))} title={`PIAR de ${piar.studentName}: versión ${open ?? ""}`} size="lg">
        {open !== null ? <RevisionDetail studentId={piar.studentId} revision={open} /> : null}
      </Modal>
    </section>
  );
}

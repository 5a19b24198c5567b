import { formatDate } from "../../../common/format";
import { Acta } from "./acta";
import { PiarView, piarBlocks } from "./piar-view";
import { changedText } from "./revision-history";
import { usePiarRevision } from "./use-piar-records";

/** One revision as it was saved, read-only: its text under Anexo 1, 2 and 3, and its acta's signatures. */
export function RevisionDetail({ studentId, revision }: { studentId: number; revision: number }) {
  const r = usePiarRevision(studentId, revision);
  if (r.isPending) return <p role="status">Cargando la versión {revision}...</p>;
  if (!r.data) return <p role="alert">No se pudo abrir la versión {revision}.</p>;
  const v = r.data;
  return (
    <div className="piar-revision-detail">
      <p className="muted">
        Guardada el {formatDate(v.savedAt)}
        {v.savedBy ? ` por ${v.savedBy}` : ""} · Cambió: {changedText(v.changedSections)} · Revisión a más tardar el {formatDate(v.reviewDue)}
      </p>
      <PiarView blocks={piarBlocks(v, `piar-${studentId}-v${revision}`)} />
      <Acta revision={v.revision} signatures={v.signatureList} />
    </div>
  );
}

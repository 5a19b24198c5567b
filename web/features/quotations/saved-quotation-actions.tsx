import { CircleCheck, CircleX, FileDown, Pencil } from "lucide-react";
import type { Quotation } from "../../../common/quotations/quotations.schema";

type Props = {
  quotation: Quotation;
  busy: boolean;
  downloading: string | null;
  onEdit: () => void;
  onStatus: (status: "approved" | "rejected") => void;
  /** Downloads the current PDF (no version) or a version an edit replaced. */
  onPdf: (version?: number) => void;
};

/**
 * A saved quotation's actions: while pending it can be edited, approved or rejected (issue 22);
 * once decided only its PDFs remain. Earlier versions keep their own PDF.
 */
export function SavedQuotationActions({ quotation: q, busy, downloading, onEdit, onStatus, onPdf }: Props) {
  const id = q.id as number;
  const pending = q.status === "pending";
  return (
    <div className="button-row compact quotation-actions">
      {pending ? (
        <>
          <button type="button" className="btn btn-secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Editar <span className="visually-hidden">cotización {id}</span>
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onStatus("approved")}>
            <CircleCheck aria-hidden="true" /> Aprobar <span className="visually-hidden">cotización {id}</span>
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onStatus("rejected")}>
            <CircleX aria-hidden="true" /> Rechazar <span className="visually-hidden">cotización {id}</span>
          </button>
        </>
      ) : null}
      <button type="button" className="btn btn-secondary" disabled={downloading === `${id}`} onClick={() => onPdf()}>
        <FileDown aria-hidden="true" /> PDF <span className="visually-hidden">de la cotización {id}</span>
        {q.version > 1 ? ` v${q.version}` : ""}
      </button>
      {q.previousVersions.map((previous) => (
        <button
          key={previous.version}
          type="button"
          className="btn btn-ghost"
          disabled={downloading === `${id}-${previous.version}`}
          onClick={() => onPdf(previous.version)}
        >
          <FileDown aria-hidden="true" /> PDF v{previous.version} <span className="visually-hidden">(versión anterior de la cotización {id})</span>
        </button>
      ))}
    </div>
  );
}

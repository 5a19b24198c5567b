import { Download } from "lucide-react";
import { formatDate } from "../../../common/format";
import { decisionLine, finalReportMessages as m } from "../../../common/report-cards/final-report";
import type { useChildReportCards } from "./use-child-report-cards";

/**
 * A child's final reports (issue 35), as the school published them: the year, the version, the
 * commission's decision and the PDF; before the school publishes this year's, when it comes.
 */
export function FinalReportsList({ firstName, c }: { firstName: string; c: ReturnType<typeof useChildReportCards> }) {
  const list = c.finals.data ?? [];
  if (list.length === 0 && !c.waitingFinal) return null;
  return (
    <div className="child-final-reports">
      <h4 className="section-title">Informes finales de {firstName}</h4>
      {c.waitingFinal ? <p className="muted">{m.waiting}</p> : null}
      <ul className="item-list">
        {list.map((f) => (
          <li key={f.id} className="child-final-report">
            <p>
              <strong>Informe final {f.year}</strong> · Versión {f.version} · Publicado el {formatDate(f.publishedAt)} · {decisionLine(f.report.decision, f.report.student.sex)}
            </p>
            <button type="button" className="btn btn-secondary" disabled={c.isDownloading(`final-${f.id}`)} onClick={() => c.downloadFinal(f)}>
              <Download aria-hidden="true" /> {c.isDownloading(`final-${f.id}`) ? "Descargando..." : `Descargar informe final ${f.year}`}
              <span className="visually-hidden">
                {" "}
                de {firstName}, versión {f.version} (PDF)
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

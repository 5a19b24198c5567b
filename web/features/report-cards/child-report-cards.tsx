import { Download } from "lucide-react";
import { formatDate } from "../../../common/format";
import { ListenButton } from "../../components/ui/listen-button";
import { FinalReportsList } from "./child-final-reports";
import { useChildReportCards } from "./use-child-report-cards";
import "./report-cards.css";

/**
 * 'Boletines' on a child's card in 'Mis Hijos': each published version, newest first, with its PDF,
 * and the final reports (informe final) the school published (child-final-reports.tsx).
 */
export function ChildReportCards({ childId, firstName }: { childId: number; firstName: string }) {
  const c = useChildReportCards(childId);
  const list = c.versions.data ?? [];
  const titleId = `report-cards-${childId}`;
  if (c.versions.isPending) return null;
  return (
    <section className="child-report-cards" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Boletines de {firstName}
      </h3>
      {c.versions.isError ? <p className="muted">No se pudieron cargar los boletines.</p> : null}
      {c.versions.data && list.length === 0 ? <p className="muted">Los boletines aparecen aquí cuando la escuela los publica.</p> : null}
      <ul className="item-list">
        {list.map((v) => {
          const label = `${v.card.period.name}, versión ${v.version}`;
          return (
            <li key={v.id} className="child-report-card">
              <p id={`report-card-${v.id}`}>
                <strong>{v.card.period.name}</strong> · Versión {v.version} · Publicado el {formatDate(v.publishedAt)}
              </p>
              <ListenButton
                compact
                parts={[{ text: `${v.card.period.name}. Versión ${v.version}. Publicado el ${formatDate(v.publishedAt)}.` }]}
                label={`boletín ${label}`}
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={c.isDownloading(`card-${v.id}`)}
                onClick={() => c.downloadCard({ id: v.id, fileName: `boletin-${v.card.period.start}-v${v.version}.pdf` })}
              >
                <Download aria-hidden="true" /> {c.isDownloading(`card-${v.id}`) ? "Descargando..." : "Descargar PDF"}
                <span className="visually-hidden"> del boletín {label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <FinalReportsList firstName={firstName} c={c} />
    </section>
  );
}

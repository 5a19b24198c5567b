import { useId } from "react";
import { formatDate } from "../../../common/format";
import type { CompetencyReport } from "../../../common/piar/piar.schema";
import { PdfButton } from "./pdf-button";

type Props = { studentId: number; name: string; reports: readonly CompetencyReport[]; heading?: "h3" | "h4" };

/**
 * The yearly competencies reports of a child with a PIAR (informe anual de competencias o de proceso
 * pedagógico, Decreto 1421 de 2017): the newest version of each year, read on screen, with its PDF;
 * earlier versions stay listed (a published report never changes; a new one is a new version).
 */
export function CompetencyReports({ studentId, name, reports, heading: Heading = "h3" }: Props) {
  const titleId = useId();
  const years = [...new Set(reports.map((r) => r.year))];
  return (
    <section className="piar-reports" aria-labelledby={titleId}>
      <Heading id={titleId}>Informe anual de competencias</Heading>
      {reports.length === 0 ? <p className="muted">Todavía no hay un informe anual publicado.</p> : null}
      {years.map((year) => {
        const [newest, ...older] = reports.filter((r) => r.year === year);
        if (!newest) return null;
        return (
          <article key={year} className="piar-report" aria-label={`Informe anual ${year}`}>
            <p>
              <strong>Año {year}</strong> · versión {newest.version}, publicada el {formatDate(newest.publishedAt)} por {newest.writtenBy}
            </p>
            <dl className="piar-lines">
              {newest.areas.map((a) => (
                <div key={a.area}>
                  <dt>{a.area}</dt>
                  <dd className="preserve-lines">{a.text}</dd>
                </div>
              ))}
              {newest.summary ? (
                <div>
                  <dt>Valoración general</dt>
                  <dd className="preserve-lines">{newest.summary}</dd>
                </div>
              ) : null}
            </dl>
            <div className="button-row">
              <PdfButton studentId={studentId} name={name} report={{ year, version: newest.version }} label={`PDF del informe ${year}`} />
              {older.map((r) => (
                <PdfButton key={r.version} studentId={studentId} name={name} report={{ year, version: r.version }} label={`Versión ${r.version}`} />
              ))}
            </div>
          </article>
        );
      })}
    </section>
  );
}

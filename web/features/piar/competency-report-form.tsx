import { Send } from "lucide-react";
import { useId, useState } from "react";
import type { Piar } from "../../../common/piar/piar.schema";
import { TextAreaField } from "../../components/ui/textarea-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { CompetencyReports } from "./competency-reports";
import { useCompetencyReports } from "./use-piar-records";

/**
 * The staff's yearly competencies report of a child with a PIAR: a text per area of the plan's
 * adjustments and a general one, for this year; "Publicar informe" publishes a new version (the
 * family reads it); the published ones are listed below, never changed.
 */
export function CompetencyReportForm({ piar, year }: { piar: Piar; year: number }) {
  const r = useCompetencyReports(piar.studentId);
  if (r.reports.isPending) return <p role="status">Cargando el informe anual...</p>;
  return <ReportForm piar={piar} year={year} r={r} />;
}

function ReportForm({ piar, year, r }: { piar: Piar; year: number; r: ReturnType<typeof useCompetencyReports> }) {
  const titleId = useId();
  const areas = [...new Set(piar.content.adjustments.map((a) => a.subject))];
  const last = r.reports.data?.find((report) => report.year === year);
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(areas.map((a) => [a, last?.areas.find((x) => x.area === a)?.text ?? ""])));
  const [summary, setSummary] = useState(last?.summary ?? "");
  const [error, setError] = useState<string | undefined>();

  async function publish() {
    try {
      await r.publish({ studentId: piar.studentId, year, areas: areas.map((area) => ({ area, text: texts[area] ?? "" })), summary });
      setError(undefined);
    } catch (failure) {
      const info = apiErrorInfo(failure);
      setError(info.message || "No se pudo publicar el informe");
    }
  }

  return (
    <section className="card piar-report-form" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Informe anual de competencias {year}
      </h3>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
      >
        {areas.map((area) => (
          <TextAreaField key={area} label={area} rows={2} maxLength={3000} value={texts[area] ?? ""} onChange={(e) => setTexts((t) => ({ ...t, [area]: e.target.value }))} />
        ))}
        <TextAreaField label="Valoración general del proceso pedagógico" rows={3} maxLength={3000} value={summary} onChange={(e) => setSummary(e.target.value)} error={error} />
        <p className="field-hint">Al publicar, la familia lo lee. Un informe publicado no cambia: publicar otra vez crea una versión nueva.</p>
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={r.publishing}>
            <Send aria-hidden="true" /> {r.publishing ? "Publicando..." : "Publicar informe"}
          </button>
        </div>
      </form>
      <CompetencyReports studentId={piar.studentId} name={piar.studentName} reports={r.reports.data ?? []} heading="h4" />
    </section>
  );
}

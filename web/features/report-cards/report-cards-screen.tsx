import { Download, Send, Settings2 } from "lucide-react";
import { useState } from "react";
import { canPublishReportCards } from "../../../common/report-cards/report-cards.policy";
import type { TribeCards } from "../../../common/report-cards/report-card.schema";
import { SectionPage } from "../../components/ui/section-page";
import { SelectField } from "../../components/ui/select-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { discardDrafts } from "../../lib/drafts";
import { PublishDialog } from "./publish-dialog";
import { FinalReportsSection } from "./final-reports-section";
import { SettingsDialog } from "./settings-dialog";
import { StudentCard } from "./student-card";
import { tribeOptions, useReportCards } from "./use-report-cards";
import { useSwitchGuard } from "./use-switch-guard";
import "./report-cards.css";

type CardStudent = TribeCards["students"][number];

/** "Publicado (versión 2)", "Cambios sin publicar" or "Sin publicar". */
export function publicationState(student: CardStudent): string {
  if (student.version === 0) return "Sin publicar";
  return student.changedSincePublished ? "Cambios sin publicar" : `Publicado (versión ${student.version})`;
}

/**
 * 'Boletines' (issue 26): staff choose a tribe and a period, then a student, and write each subject's
 * (or, in preschool, each dimension's) part of the card; an admin publishes the tribe's cards.
 */
export function ReportCardsScreen() {
  const { user } = useAuth();
  const r = useReportCards();
  const data = r.cards.data;
  const problem = r.cards.isError ? apiErrorInfo(r.cards.error) : null;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  // Another student, tribe or period with unsaved text asks first (issue 35); discarding drops the card's drafts.
  const guard = useSwitchGuard({ name: r.student?.name ?? null, discard: () => user && r.student && discardDrafts(user.id, `report-card:${r.student.id}:${r.period}:`) });
  return (
    <SectionPage title="Boletines" intro="Elige la tribu, el periodo y un estudiante. Escribe lo de cada materia y guárdalo; la escuela publica los boletines de la tribu.">
      <div className="report-filters card">
        <SelectField label="Tribu" value={r.tribe} onChange={(v) => guard.request(() => r.setTribe(v))} options={tribeOptions} />
        {r.periods.length > 0 ? (
          <SelectField label="Periodo" value={r.period ?? ""} onChange={(v) => guard.request(() => r.setPeriod(v))} options={r.periods.map((p) => ({ value: p.start, label: p.name }))} />
        ) : (
          <p className="muted">{r.calendarLoading ? "Cargando periodos..." : "El calendario escolar de este año aún no tiene periodos: la escuela los agrega en Calendario escolar."}</p>
        )}
        {canPublishReportCards(user) ? (
          <button type="button" className="btn btn-secondary" onClick={() => setSettingsOpen(true)}>
            <Settings2 aria-hidden="true" /> Ajustes de boletines
          </button>
        ) : null}
        {settingsOpen ? <SettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
      </div>
      {r.cards.isLoading ? <p role="status">Cargando boletines...</p> : null}
      {problem ? (
        <p role="status" className="alert alert-info">
          {problem.status === 403 ? "No tienes estudiantes en esta tribu. Elige otra tribu." : problem.message}
        </p>
      ) : null}
      {data && canPublishReportCards(user) ? (
        <div className="card report-publish">
          <button type="button" className="btn btn-primary" onClick={() => setPublishOpen(true)} disabled={r.publishing}>
            <Send aria-hidden="true" /> {r.publishing ? "Publicando..." : "Publicar boletines de la tribu"}
          </button>
          {publishOpen ? <PublishDialog tribe={r.tribe} period={data.period.start} onPublish={r.publish} onClose={() => setPublishOpen(false)} /> : null}
          {r.hasPublished ? (
            <button type="button" className="btn btn-secondary" onClick={r.downloadZip} disabled={r.downloadingZip}>
              <Download aria-hidden="true" /> {r.downloadingZip ? "Descargando..." : "Descargar boletines de la tribu (.zip)"}
            </button>
          ) : null}
          <p role="status" className="muted">
            {r.published ?? ""}
          </p>
        </div>
      ) : null}
      {data ? (
        <div className="report-layout">
          <section className="card" aria-labelledby="report-students-title">
            <h2 id="report-students-title" className="section-title">
              Estudiantes de {data.tribe}
            </h2>
            {data.students.length === 0 ? <p className="muted">Esta tribu no tiene estudiantes.</p> : null}
            <ul className="report-students">
              {data.students.map((student) => (
                <li key={student.id}>
                  <button type="button" className="report-student" aria-pressed={r.student?.id === student.id} onClick={() => student.id !== r.student?.id && guard.request(() => r.choose(student.id))}>
                    <span className="report-student-name">{student.name}</span>
                    <span className="muted">{publicationState(student)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {r.student ? (
            <StudentCard
              key={`${r.student.id}:${data.period.start}`}
              student={r.student}
              period={data.period.name}
              periodStart={data.period.start}
              preschool={data.preschool}
              onSave={r.saveEntry}
              onDirtyChange={guard.setDirty}
            />
          ) : (
            <p className="card muted">Elige un estudiante para escribir su boletín.</p>
          )}
        </div>
      ) : null}
      {guard.dialog}
      {canPublishReportCards(user) ? <FinalReportsSection tribe={r.tribe} /> : null}
    </SectionPage>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Check, Leaf } from "lucide-react";
import type { VisualDay, VisualStep } from "../../../common/visual-day/visual-day.schema";
import { trpc } from "../../lib/trpc";
import { ListenButton } from "../../components/ui/listen-button";
import { StepPicture } from "./day-icons";
import { formatWeekdayDate } from "../../../common/format";
import "./visual-day.css";

/** "lunes, 23 de noviembre" from 2026-11-23, read as a calendar date (no time zone shift). */
export const longDate = (date: string) => formatWeekdayDate(date);

/** A calm break says so in words, never by colour alone. */
export function BreakTag({ step }: { step: VisualStep }) {
  if (step.kind !== "break") return null;
  return (
    <span className="badge vd-break-tag">
      <Leaf aria-hidden="true" /> Pausa de calma
    </span>
  );
}

/** A step's time; hidden with the profile's 'Ocultar relojes y contadores'. */
export function StepTime({ time }: { time: string | null }) {
  if (!time) return null;
  return (
    <span className="vd-time" data-timer>
      {time}
    </span>
  );
}

function BigCard({ title, step, emptyText, testId }: { title: string; step: VisualStep | null; emptyText: string; testId: string }) {
  return (
    <section className={`vd-card ${step?.kind === "break" ? "is-break" : ""}`} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="vd-card-title">
        {title}
      </h2>
      {step ? (
        <>
          <StepPicture icon={step.icon} pictureUrl={step.pictureUrl} className="is-big" />
          <p className="vd-card-label" id={`${testId}-label`}>
            {step.label}
          </p>
          <p className="vd-card-meta">
            <StepTime time={step.time} />
            <BreakTag step={step} />
          </p>
          <ListenButton
            parts={[
              { text: title, highlightIn: `${testId}-title` },
              { text: step.label, highlightIn: `${testId}-label` },
            ]}
            label={`${title}, ${step.label}`}
          />
        </>
      ) : (
        <p className="vd-card-label">{emptyText}</p>
      )}
    </section>
  );
}

const stateWords: Record<VisualStep["state"], string | null> = { done: "Hecho", now: "Ahora", next: "Después", later: null };

/** 'Mi día': the tribe's visual day for a student: 'Ahora' and 'Después' first, then the rest of the day. */
export function MyDay() {
  // The day moves on by the clock or by the teacher: look again every minute, quietly, with no countdown shown.
  const query = useQuery({ ...trpc.visualDay.get.queryOptions({}), refetchInterval: 60_000 });
  const day: VisualDay | undefined = query.data;
  return (
    <section aria-labelledby="page-title" className="vd-my-day">
      <h1 id="page-title">Mi día</h1>
      {day ? <p className="lead vd-date">{longDate(day.date)}</p> : null}
      {query.isPending ? <p>Cargando...</p> : null}
      {query.isError ? (
        <p role="alert" className="alert alert-error">
          No pudimos cargar tu día. Inténtalo de nuevo más tarde.
        </p>
      ) : null}
      {day && !day.tribe ? (
        <div className="card empty-state vd-empty">
          <Leaf aria-hidden="true" />
          <p>Todavía no tienes una tribu. Tu profe te la asignará pronto.</p>
        </div>
      ) : null}
      {day?.tribe && day.steps.length === 0 ? (
        <div className="card empty-state vd-empty">
          <Leaf aria-hidden="true" />
          <p>Tu profe todavía no ha preparado el día de hoy.</p>
        </div>
      ) : null}
      {day && day.steps.length > 0 ? (
        <>
          <div className="vd-first-then">
            <BigCard title="Ahora" step={day.nowStep} emptyText="Todavía no empieza el día." testId="vd-now" />
            <BigCard title="Después" step={day.nextStep} emptyText="¡Terminamos por hoy!" testId="vd-next" />
          </div>
          <h2 className="section-title">Todo mi día</h2>
          <ol className="vd-rest" aria-label="Todo mi día">
            {day.steps.map((step) => (
              <li key={step.id} className={`vd-rest-item is-${step.state} ${step.kind === "break" ? "is-break" : ""}`}>
                <StepPicture icon={step.icon} pictureUrl={step.pictureUrl} />
                <span className="vd-rest-label" id={`vd-step-${step.id}`}>
                  {step.label}
                </span>
                <StepTime time={step.time} />
                <BreakTag step={step} />
                {stateWords[step.state] ? (
                  <span className="vd-state">
                    {step.state === "done" ? <Check aria-hidden="true" /> : null}
                    {stateWords[step.state]}
                  </span>
                ) : null}
                <ListenButton
                  parts={[{ text: step.label, highlightIn: `vd-step-${step.id}` }, { text: stateWords[step.state] ?? "" }]}
                  label={step.label}
                  compact
                />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

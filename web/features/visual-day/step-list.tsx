import { ArrowDown, ArrowUp, Pencil, Star, Trash2 } from "lucide-react";
import type { VisualStep } from "../../../common/visual-day/visual-day.schema";
import { StepPicture } from "./day-icons";
import { BreakTag, StepTime } from "./my-day";
import "./visual-day.css";

type StepActions = {
  onUp: (step: VisualStep) => () => void;
  onDown: (step: VisualStep) => () => void;
  onNow: (step: VisualStep) => () => void;
  onEdit: (step: VisualStep) => void;
  onRemove: (step: VisualStep) => void;
};

/** The day's steps in order, each with its picture, time and state, and its buttons (named after the step). */
export function StepList({ steps, actions }: { steps: VisualStep[]; actions: StepActions }) {
  return (
    <ol className="vd-editor-steps" aria-label="Pasos del día">
      {steps.map((step, index) => (
        <li key={step.id} className={`card vd-editor-step ${step.kind === "break" ? "is-break" : ""}`} data-testid="vd-step">
          <div className="vd-editor-main">
            <StepPicture icon={step.icon} pictureUrl={step.pictureUrl} />
            <span className="vd-editor-text">
              <span className="vd-position">Paso {index + 1}</span>
              <strong>{step.label}</strong>
              <span className="vd-editor-meta">
                <StepTime time={step.time} />
                <BreakTag step={step} />
                {step.state === "now" ? <span className="badge badge-approved">Ahora</span> : null}
                {step.state === "next" ? <span className="badge badge-pending">Después</span> : null}
              </span>
            </span>
          </div>
          <div className="button-row compact vd-editor-actions">
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Subir «${step.label}»`}
              data-move={`${step.id}-up`}
              disabled={index === 0}
              onClick={actions.onUp(step)}
            >
              <ArrowUp aria-hidden="true" /> Subir
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Bajar «${step.label}»`}
              data-move={`${step.id}-down`}
              disabled={index === steps.length - 1}
              onClick={actions.onDown(step)}
            >
              <ArrowDown aria-hidden="true" /> Bajar
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Poner ahora «${step.label}»`}
              aria-pressed={step.state === "now"}
              onClick={actions.onNow(step)}
            >
              <Star aria-hidden="true" /> Poner ahora
            </button>
            <button type="button" className="btn btn-secondary" aria-label={`Editar «${step.label}»`} onClick={() => actions.onEdit(step)}>
              <Pencil aria-hidden="true" /> Editar
            </button>
            <button type="button" className="btn btn-danger" aria-label={`Eliminar «${step.label}»`} onClick={() => actions.onRemove(step)}>
              <Trash2 aria-hidden="true" /> Eliminar
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}

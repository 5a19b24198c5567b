import { Plus } from "lucide-react";
import { useState } from "react";
import { maxStepsPerDay, type VisualStep, visualDayMessages } from "../../../common/visual-day/visual-day.schema";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorNotice } from "../../components/ui/notice";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { SectionPage } from "../../components/ui/section-page";
import { DayChooser } from "./day-chooser";
import { DayStatus } from "./day-status";
import { longDate } from "./my-day";
import { StepDialog } from "./step-dialog";
import { StepList } from "./step-list";
import { useVisualDay } from "./use-visual-day";

/** 'Día visual' (teachers and admins): build a tribe's day step by step and move it on. */
export function VisualDayEditor() {
  const [editing, setEditing] = useState<{ step: VisualStep | null } | null>(null);
  const [removing, setRemoving] = useState<VisualStep | null>(null);
  const vd = useVisualDay({ onRemoved: () => setRemoving(null) });
  const { day, query } = vd;
  const steps = day?.steps ?? [];

  return (
    <SectionPage
      title="Día visual"
      intro="Prepara el día de cada tribu con pasos en orden: dibujo, nombre corto y hora. Los estudiantes ven «Ahora» y «Después» en «Mi día»."
    >
      <p className="visually-hidden" aria-live="polite">
        {vd.announcement}
      </p>
      <DayChooser tribe={vd.tribe} date={vd.date} day={day} onChoose={vd.choose} />

      {query.isError ? <ErrorNotice>{apiErrorInfo(query.error).message || "Error al cargar el día"}</ErrorNotice> : null}
      {query.isPending ? <p>Cargando...</p> : null}

      {day ? (
        <>
          <h2 className="section-title">
            {day.tribe} · {longDate(day.date)}
            {day.isToday ? " (hoy)" : ""}
          </h2>
          {steps.length > 0 ? (
            <DayStatus day={day} onAdvance={vd.advance(day)} onFollowClock={vd.setCurrent(day, null)} />
          ) : (
            <p className="card empty-state">{visualDayMessages.emptyDay} Agrega el primero.</p>
          )}

          <div className="button-row">
            <button type="button" className="btn btn-primary" disabled={steps.length >= maxStepsPerDay} onClick={() => setEditing({ step: null })}>
              <Plus aria-hidden="true" /> Agregar paso
            </button>
          </div>

          {steps.length > 0 ? (
            <StepList
              steps={steps}
              actions={{
                onUp: vd.moveUp,
                onDown: vd.moveDown,
                onNow: (step) => vd.setCurrent(day, step.id),
                onEdit: (step) => setEditing({ step }),
                onRemove: setRemoving,
              }}
            />
          ) : null}
        </>
      ) : null}

      {editing && day ? (
        <StepDialog
          day={day}
          tribe={vd.tribe}
          step={editing.step}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            toast.success(message);
            setEditing(null);
            await vd.refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Eliminar paso"
        message={`¿Quieres quitar «${removing?.label ?? ""}» de este día?`}
        confirmLabel="Eliminar paso"
        busy={vd.remove.isPending}
        onConfirm={() => removing && vd.remove.mutate({ id: removing.id })}
      />
    </SectionPage>
  );
}

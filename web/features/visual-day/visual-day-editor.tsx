import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Check, Clock, Pencil, Plus, SkipForward, Star, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { navigationTribes } from "../../../common/school";
import type { DayIconKey } from "../../../common/visual-day/visual-day.icons";
import { maxLabelLength, type VisualDay, type VisualStep } from "../../../common/visual-day/visual-day.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../layout/section-page";
import { dayIconOptions, StepPicture } from "./day-icons";
import { BreakTag, longDate, StepTime } from "./my-day";

type Tribe = (typeof navigationTribes)[number];
const imageTypes = "image/png,image/jpeg,image/gif,image/webp";

/** 'Día visual' (teachers and admins): build a tribe's day step by step and move it on. */
export function VisualDayEditor() {
  const queryClient = useQueryClient();
  const [tribe, setTribe] = useState<Tribe>("Tribu 1");
  const [date, setDate] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState<{ step: VisualStep | null } | null>(null);
  const [removing, setRemoving] = useState<VisualStep | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const dateId = useId();
  const query = useQuery(trpc.visualDay.get.queryOptions({ tribe, date }));
  const day = query.data;
  const shownDate = date ?? day?.date ?? "";

  const refresh = async (message?: string) => {
    if (message) setAnnouncement(message);
    await queryClient.invalidateQueries({ queryKey: trpc.visualDay.pathKey() });
  };
  const onError = (error: unknown) => toast.error(apiErrorInfo(error).message || "No se pudo guardar el cambio");
  const move = useMutation(
    trpc.visualDay.moveStep.mutationOptions({
      onSuccess: async (r, input) => {
        await refresh(r.message);
        // Keep the keyboard on the moved step: the same button, or the other one once it reached an end.
        const direction = input.fields?.direction === "down" ? "down" : "up";
        window.setTimeout(() => {
          const same = document.querySelector<HTMLButtonElement>(`[data-move="${input.id}-${direction}"]`);
          const other = document.querySelector<HTMLButtonElement>(`[data-move="${input.id}-${direction === "up" ? "down" : "up"}"]`);
          (same && !same.disabled ? same : other)?.focus();
        }, 0);
      },
      onError,
    }),
  );
  const advance = useMutation(trpc.visualDay.advance.mutationOptions({ onSuccess: (r) => refresh(`Ahora: ${r.day.nowStep?.label ?? ""}`), onError }));
  const setCurrent = useMutation(
    trpc.visualDay.setCurrent.mutationOptions({
      onSuccess: (r) => refresh(r.day.follows === "clock" ? r.message : `Ahora: ${r.day.nowStep?.label ?? ""}`),
      onError,
    }),
  );
  const remove = useMutation(
    trpc.visualDay.removeStep.mutationOptions({
      onSuccess: async (r) => {
        toast.success(r.message);
        setRemoving(null);
        await refresh();
      },
      onError,
    }),
  );

  // Buttons stay enabled while a change is on its way (a disabled button drops the keyboard focus); clicks wait.
  const busy = move.isPending || advance.isPending || setCurrent.isPending;
  const steps = day?.steps ?? [];
  const canMoveOn = Boolean(day && steps.length > 0 && (day.nowStep === null || day.nextStep !== null));

  return (
    <SectionPage
      title="Día visual"
      intro="Prepara el día de cada tribu con pasos en orden: dibujo, nombre corto y hora. Los estudiantes ven «Ahora» y «Después» en «Mi día»."
    >
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="card filters">
        <SelectField
          label="Tribu"
          value={tribe}
          onChange={(value) => setTribe(value as Tribe)}
          options={navigationTribes.map((name) => ({ value: name, label: name }))}
        />
        <div className="field">
          <label htmlFor={dateId} className="field-label">
            Fecha
          </label>
          <input id={dateId} type="date" value={shownDate} required onChange={(e) => setDate(e.target.value || undefined)} />
        </div>
        {day && !day.isToday ? (
          <button type="button" className="btn btn-secondary vd-today" onClick={() => setDate(day.today)}>
            Volver a hoy
          </button>
        ) : null}
      </div>

      {query.isError ? (
        <p role="alert" className="alert alert-error">
          {apiErrorInfo(query.error).message || "Error al cargar el día"}
        </p>
      ) : null}
      {query.isPending ? <p>Cargando...</p> : null}

      {day ? (
        <>
          <h2 className="section-title">
            {day.tribe} · {longDate(day.date)}
            {day.isToday ? " (hoy)" : ""}
          </h2>
          {steps.length > 0 ? (
            <section className="card vd-status" aria-label="Paso actual">
              <p>
                <strong>Ahora:</strong> {day.nowStep?.label ?? "—"}
                <br />
                <strong>Después:</strong> {day.nextStep?.label ?? "—"}
              </p>
              <p className="vd-follows">
                {day.follows === "teacher" ? (
                  <span className="badge badge-info">
                    <Star aria-hidden="true" /> Lo mueve el docente
                  </span>
                ) : (
                  <span className="badge badge-approved">
                    <Clock aria-hidden="true" /> {day.isToday ? "Sigue el reloj" : "Sin paso actual (no es hoy)"}
                  </span>
                )}
              </p>
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-disabled={!canMoveOn}
                  onClick={() => (busy ? null : canMoveOn ? advance.mutate({ tribe, date: day.date }) : toast.info("Ya es el último paso del día."))}
                >
                  <SkipForward aria-hidden="true" /> Siguiente paso
                </button>
                {day.follows === "teacher" ? (
                  <button type="button" className="btn btn-secondary" onClick={() => (busy ? null : setCurrent.mutate({ tribe, date: day.date, stepId: null }))}>
                    <Clock aria-hidden="true" /> Seguir el reloj
                  </button>
                ) : null}
              </div>
            </section>
          ) : (
            <p className="card empty-state">Este día todavía no tiene pasos. Agrega el primero.</p>
          )}

          <div className="button-row">
            <button type="button" className="btn btn-primary" disabled={steps.length >= 20} onClick={() => setEditing({ step: null })}>
              <Plus aria-hidden="true" /> Agregar paso
            </button>
          </div>

          {steps.length > 0 ? (
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
                      onClick={() => (busy ? null : move.mutate({ id: step.id, fields: { direction: "up" } }))}
                    >
                      <ArrowUp aria-hidden="true" /> Subir
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      aria-label={`Bajar «${step.label}»`}
                      data-move={`${step.id}-down`}
                      disabled={index === steps.length - 1}
                      onClick={() => (busy ? null : move.mutate({ id: step.id, fields: { direction: "down" } }))}
                    >
                      <ArrowDown aria-hidden="true" /> Bajar
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      aria-label={`Poner ahora «${step.label}»`}
                      aria-pressed={step.state === "now"}
                      onClick={() => (busy ? null : setCurrent.mutate({ tribe, date: day.date, stepId: step.id }))}
                    >
                      <Star aria-hidden="true" /> Poner ahora
                    </button>
                    <button type="button" className="btn btn-secondary" aria-label={`Editar «${step.label}»`} onClick={() => setEditing({ step })}>
                      <Pencil aria-hidden="true" /> Editar
                    </button>
                    <button type="button" className="btn btn-danger" aria-label={`Eliminar «${step.label}»`} onClick={() => setRemoving(step)}>
                      <Trash2 aria-hidden="true" /> Eliminar
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      ) : null}

      {editing && day ? (
        <StepDialog
          day={day}
          tribe={tribe}
          step={editing.step}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            toast.success(message);
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Eliminar paso"
        message={`¿Quieres quitar «${removing?.label ?? ""}» de este día?`}
        confirmLabel="Eliminar paso"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      />
    </SectionPage>
  );
}

/** Add or change one step: name, time, activity or calm break, a built-in picture or an uploaded image. */
function StepDialog({
  day,
  tribe,
  step,
  onClose,
  onSaved,
}: {
  day: VisualDay;
  tribe: Tribe;
  step: VisualStep | null;
  onClose: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const [label, setLabel] = useState(step?.label ?? "");
  const [time, setTime] = useState(step?.time ?? "");
  const [kind, setKind] = useState<"activity" | "break">(step?.kind ?? "activity");
  const [icon, setIcon] = useState<DayIconKey>(step?.icon ?? "asamblea");
  const [file, setFile] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [saving, setSaving] = useState(false);
  const fileId = useId();
  const formId = useId();

  function chooseKind(next: "activity" | "break") {
    setKind(next);
    // A calm break starts with the calm picture; the teacher can still pick another.
    if (next === "break" && icon === "asamblea") setIcon("calma");
    if (next === "activity" && icon === "calma") setIcon("asamblea");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!label.trim()) problems.label = "Escribe un nombre corto para el paso.";
    if (file && !imageTypes.split(",").includes(file.type)) problems.picture = "La imagen debe ser PNG, JPG, GIF o WEBP.";
    setErrors(problems);
    setFormError("");
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const fields: Record<string, string> = { label: label.trim(), time, kind, icon };
    try {
      const result = step
        ? await postMultipart<{ message: string }>(`/api/visual-day/steps/${step.id}`, { ...fields, removePicture: removePicture ? "1" : "0" }, file, {
            method: "PUT",
            fileField: "picture",
          })
        : await postMultipart<{ message: string }>("/api/visual-day/steps", { ...fields, tribe, date: day.date }, file, { fileField: "picture" });
      await onSaved(result.message);
    } catch (error) {
      setFormError(error instanceof UploadError && error.message ? error.message : "No se pudo guardar el paso");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={step ? "Editar paso" : "Agregar paso"}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving}>
            {saving ? "Guardando..." : "Guardar paso"}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {formError ? (
          <p role="alert" className="alert alert-error">
            {formError}
          </p>
        ) : null}
        <Field
          label="Nombre del paso"
          value={label}
          maxLength={maxLabelLength}
          required
          hint={`Corto y claro, como «Leer» o «Comer». Máximo ${maxLabelLength} caracteres.`}
          error={errors.label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <Field label="Hora (opcional)" type="time" value={time} hint="El día avanza solo cuando llega esta hora." onChange={(e) => setTime(e.target.value)} />
        <fieldset className="fieldset">
          <legend className="field-label">Tipo de paso</legend>
          <div className="vd-kind-options">
            <label className="vd-choice">
              <input type="radio" name="kind" value="activity" checked={kind === "activity"} onChange={() => chooseKind("activity")} /> Actividad
            </label>
            <label className="vd-choice">
              <input type="radio" name="kind" value="break" checked={kind === "break"} onChange={() => chooseKind("break")} /> Pausa de calma
            </label>
          </div>
        </fieldset>
        <fieldset className="fieldset">
          <legend className="field-label">Dibujo</legend>
          <div className="vd-icon-grid">
            {dayIconOptions.map(({ key, name, Icon }) => (
              <label key={key} className={`vd-icon-option ${icon === key ? "is-chosen" : ""}`}>
                <input type="radio" name="icon" value={key} checked={icon === key} onChange={() => setIcon(key)} className="visually-hidden" />
                <Icon aria-hidden="true" />
                <span>
                  {icon === key ? <Check aria-hidden="true" className="vd-chosen-mark" /> : null}
                  {name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={fileId} className="field-label">
            O sube una imagen (opcional)
          </label>
          <input
            id={fileId}
            type="file"
            accept={imageTypes}
            aria-describedby={`${fileId}-hint${errors.picture ? ` ${fileId}-error` : ""}`}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p id={`${fileId}-hint`} className="field-hint">
            PNG, JPG, GIF o WEBP, hasta 10 MB. Se muestra en lugar del dibujo.
          </p>
          {errors.picture ? (
            <p id={`${fileId}-error`} className="field-error" role="alert">
              {errors.picture}
            </p>
          ) : null}
        </div>
        {step?.pictureUrl ? (
          <label className="vd-choice">
            <input type="checkbox" checked={removePicture} onChange={(e) => setRemovePicture(e.target.checked)} /> Quitar la imagen subida y usar el dibujo
          </label>
        ) : null}
      </form>
    </Modal>
  );
}

import { Check } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { DayIconKey } from "../../../common/visual-day/visual-day.icons";
import { maxLabelLength, type VisualDay, type VisualStep, visualDayMessages } from "../../../common/visual-day/visual-day.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { ErrorNotice } from "../../components/ui/notice";
import { dayIconOptions } from "./day-icons";
import { saveStep, type Tribe } from "./use-visual-day";
import { FilePicker } from "../../components/ui/file-picker";
import { parseTimeText } from "../../../common/dates";
import "./visual-day.css";

const imageTypes = "image/png,image/jpeg,image/gif,image/webp";

/** Add or change one step: name, time, activity or calm break, a built-in picture or an uploaded image. */
export function StepDialog({
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
    if (!label.trim()) problems.label = visualDayMessages.labelRequired;
    // Typed as a person writes it (issue 34: the browser's time widget speaks the system's language).
    const typedTime = parseTimeText(time);
    if (!typedTime.ok) problems.time = typedTime.message;
    if (file && !imageTypes.split(",").includes(file.type)) problems.picture = visualDayMessages.wrongPicture;
    setErrors(problems);
    setFormError("");
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await onSaved(await saveStep(day, tribe, step, { label: label.trim(), time: typedTime.ok ? (typedTime.value ?? "") : time, kind, icon }, file, removePicture));
    } catch (error) {
      setFormError(error instanceof Error ? error.message : "No se pudo guardar el paso");
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
        {formError ? <ErrorNotice>{formError}</ErrorNotice> : null}
        <Field
          label="Nombre del paso"
          value={label}
          maxLength={maxLabelLength}
          required
          hint={`Corto y claro, como «Leer» o «Comer». Máximo ${maxLabelLength} caracteres.`}
          error={errors.label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <Field
          label="Hora (opcional)"
          autoComplete="off"
          placeholder="8:30"
          value={time}
          hint="Por ejemplo 8:30 o 2:15 p. m. El día avanza solo cuando llega esta hora."
          onChange={(e) => setTime(e.target.value)}
          error={errors.time}
        />
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
        <FilePicker
          label="O sube una imagen (opcional)"
          buttonLabel="Elegir imagen"
          accept={imageTypes}
          file={file}
          onChoose={setFile}
          hint="PNG, JPG, GIF o WEBP, hasta 10 MB. Se muestra en lugar del dibujo."
          error={errors.picture}
        />
        {step?.pictureUrl ? (
          <label className="vd-choice">
            <input type="checkbox" checked={removePicture} onChange={(e) => setRemovePicture(e.target.checked)} /> Quitar la imagen subida y usar el dibujo
          </label>
        ) : null}
      </form>
    </Modal>
  );
}

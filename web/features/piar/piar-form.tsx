import { Save } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { addDays } from "../../../common/attendance/attendance.calendar";
import { piarAnnexes as annexes, piarSections as sections } from "../../../common/piar/piar.labels";
import type { Piar } from "../../../common/piar/piar.schema";
import { LeaveGuard } from "../../components/ui/leave-guard";
import { TextAreaField } from "../../components/ui/textarea-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { AdjustmentsEditor } from "./adjustments-editor";
import { contentOf, draftOf, type PiarDraft } from "./piar-draft";
import { DateField } from "../../components/ui/date-field";

type Props = {
  piar: Piar | null;
  name: string;
  today: string;
  onSave: (input: ReturnType<typeof contentOf>) => Promise<Piar>;
  /** Shown beside the adjustments: the student's reading profile. */
  aside: ReactNode;
  /** Told when the form has changes not saved yet (the screen asks before opening another student). */
  onDirty: (dirty: boolean) => void;
};
type Group = "general" | "context" | "assessment";

/** The plan's sections under Anexo 1, 2 and 3 and its review date, saved as one new revision ("Crear PIAR" the first time). */
export function PiarForm({ piar, name, today, onSave, aside, onDirty }: Props) {
  const [draft, setDraft] = useState<PiarDraft>(() => draftOf(piar, today));
  const [savedDraft, setSavedDraft] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const creating = piar === null;
  const dirty = draft !== savedDraft;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const text = <G extends Group>(group: G, field: keyof PiarDraft[G] & string, rows = 3) => (
    <TextAreaField
      label={(sections[group].fields as Record<string, string>)[field] ?? field}
      rows={rows}
      maxLength={3000}
      value={(draft[group] as Record<string, string>)[field] ?? ""}
      onChange={(e) => setDraft((d) => ({ ...d, [group]: { ...d[group], [field]: e.target.value } }))}
      error={errors[`content.${group}.${field}`]}
    />
  );

  async function submit() {
    setSaving(true);
    try {
      await onSave(contentOf(draft));
      setSavedDraft(draft);
      setErrors({});
    } catch (error) {
      const info = apiErrorInfo(error);
      setErrors({ ...info.fields, form: info.message || "No se pudo guardar el PIAR" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="card piar-form form"
      aria-label={`Secciones del PIAR de ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <LeaveGuard dirty={dirty} message="El PIAR tiene cambios sin guardar. ¿Salir sin guardarlos?" />
      <h3 className="piar-annex">{annexes.anexo1.title}</h3>
      <fieldset className="piar-section">
        <legend>{sections.general.title}</legend>
        {text("general", "supports", 2)}
        {text("general", "interests", 2)}
      </fieldset>
      <fieldset className="piar-section">
        <legend>{sections.context.title}</legend>
        <p className="field-hint">Solo lo que la familia autoriza registrar.</p>
        {text("context", "diagnosis", 2)}
        {text("context", "health", 2)}
        {text("context", "home", 2)}
      </fieldset>
      <h3 className="piar-annex">{annexes.anexo2.title}</h3>
      <fieldset className="piar-section">
        <legend>{sections.assessment.title}</legend>
        {text("assessment", "howLearns")}
        {text("assessment", "strengths")}
        {text("assessment", "barriers")}
      </fieldset>
      <fieldset className="piar-section">
        <legend>{sections.adjustments.title}</legend>
        <div className="piar-adjustments-layout">
          <AdjustmentsEditor rows={draft.adjustments} onChange={(adjustments) => setDraft((d) => ({ ...d, adjustments }))} errors={errors} />
          {aside}
        </div>
      </fieldset>
      <h3 className="piar-annex">{annexes.anexo3.title}</h3>
      <fieldset className="piar-section">
        <legend>{sections.familyCommitments.title}</legend>
        <TextAreaField
          label="Compromisos"
          maxLength={3000}
          value={draft.familyCommitments}
          onChange={(e) => setDraft((d) => ({ ...d, familyCommitments: e.target.value }))}
          error={errors["content.familyCommitments"]}
        />
      </fieldset>
      <DateField
        label="Fecha de revisión"
        min={addDays(today, 1)}
        max={addDays(today, 366)}
        value={draft.reviewDue}
        onChange={(reviewDue) => setDraft((d) => ({ ...d, reviewDue }))}
        hint="El PIAR se revisa al menos una vez al año."
        error={errors.reviewDue}
      />
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          <Save aria-hidden="true" /> {saving ? "Guardando..." : creating ? "Crear PIAR" : "Guardar PIAR"}
        </button>
      </div>
    </form>
  );
}

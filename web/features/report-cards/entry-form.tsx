import { useEffect, useId, useState } from "react";
import type { PerformanceLevel } from "../../../common/report-cards/performance-scale";
import type { CardEntry, EntryInput } from "../../../common/report-cards/report-card.schema";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { useDraft } from "../../lib/drafts";
import { BankTextArea } from "./bank-text-area";
import { computedLabel, levelOptions } from "./level-options";

type Props = {
  entry: CardEntry;
  preschool: boolean;
  /** Names this student's, period's and subject's draft ("report-card:12:2026-01-20:Ciencias"). */
  draftName: string;
  onSave: (input: Omit<EntryInput, "studentId" | "period">) => Promise<CardEntry>;
  /** Whether the form holds text that is not saved yet (the card asks before leaving). */
  onDirtyChange: (subject: string, dirty: boolean) => void;
};

type Values = { level: string; reason: string; strengths: string; difficulties: string; recommendations: string };
type TextKey = "strengths" | "difficulties" | "recommendations";

const savedValues = (entry: CardEntry): Values => ({
  level: entry.level ?? "",
  reason: entry.overrideReason ?? "",
  strengths: entry.strengths,
  difficulties: entry.difficulties,
  recommendations: entry.recommendations,
});

/**
 * One subject's part of a card: the computed level, another level with its reason, three comments,
 * "Guardar". What is typed is kept as a draft in this browser until saved (issue 34), so a reload or
 * Back does not lose it.
 */
export function EntryForm({ entry, preschool, draftName, onSave, onDirtyChange }: Props) {
  const titleId = useId();
  const saved = savedValues(entry);
  const draft = useDraft<Values>(draftName, saved);
  const { level, reason } = draft.value;
  const change = (next: Partial<Values>) => draft.setValue((values) => ({ ...values, ...next }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const overridden = level !== "" && level !== entry.computedLevel;
  const options = levelOptions(entry);
  const text = (key: TextKey) => ({ value: draft.value[key], onChange: (value: string) => change({ [key]: value }), error: errors[key] });
  const dirty = (Object.keys(saved) as (keyof Values)[]).some((key) => draft.value[key] !== saved[key]);
  useEffect(() => onDirtyChange(entry.subject, dirty), [onDirtyChange, entry.subject, dirty]);

  async function submit() {
    setSaving(true);
    try {
      const { strengths, difficulties, recommendations } = draft.value;
      await onSave({
        subject: entry.subject,
        level: preschool || level === "" ? null : (level as PerformanceLevel),
        overrideReason: overridden ? reason : null,
        strengths,
        difficulties,
        recommendations,
      });
      draft.forget();
      setErrors({});
    } catch (error) {
      const info = apiErrorInfo(error);
      setErrors({ ...info.fields, form: Object.keys(info.fields).length ? "" : info.message || "No se pudo guardar el boletín" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="card report-entry form"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className="report-entry-title">
        {entry.name}
      </h3>
      {draft.restored && dirty ? <p className="muted">Recuperamos el texto que escribiste y aún no guardaste.</p> : null}
      {preschool ? null : (
        <div className="report-level">
          <p>
            <span className="field-label">Desempeño calculado: </span>
            {computedLabel(entry)}
          </p>
          <SelectField label={`Desempeño en ${entry.name}`} value={level} onChange={(value) => change({ level: value })} options={options} />
          {errors.level ? <p className="field-error" role="alert">{errors.level}</p> : null}
          {overridden ? (
            <TextAreaField
              label="Motivo del cambio de desempeño"
              aria-required="true"
              maxLength={300}
              rows={2}
              value={reason}
              onChange={(e) => change({ reason: e.target.value })}
              error={errors.overrideReason}
              hint="Explica por qué el desempeño es distinto del calculado con las notas."
            />
          ) : null}
        </div>
      )}
      <BankTextArea label="Fortalezas" kind="fortaleza" {...text("strengths")} />
      <BankTextArea label="Dificultades" kind="dificultad" {...text("difficulties")} />
      <BankTextArea label="Recomendaciones" kind="recomendacion" {...text("recommendations")} />
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Guardando..." : "Guardar"}
          <span className="visually-hidden"> {entry.name}</span>
        </button>
      </div>
    </form>
  );
}

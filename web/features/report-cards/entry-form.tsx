import { useId, useState } from "react";
import type { PerformanceLevel } from "../../../common/report-cards/performance-scale";
import type { CardEntry, EntryInput } from "../../../common/report-cards/report-card.schema";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { BankTextArea } from "./bank-text-area";
import { computedLabel, levelOptions } from "./level-options";

type Props = { entry: CardEntry; preschool: boolean; onSave: (input: Omit<EntryInput, "studentId" | "period">) => Promise<CardEntry> };

/** One subject's part of a card: the computed level, another level with its reason, three comments, "Guardar". */
export function EntryForm({ entry, preschool, onSave }: Props) {
  const titleId = useId();
  const [level, setLevel] = useState<string>(entry.level ?? "");
  const [reason, setReason] = useState(entry.overrideReason ?? "");
  const [texts, setTexts] = useState({ strengths: entry.strengths, difficulties: entry.difficulties, recommendations: entry.recommendations });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const overridden = level !== "" && level !== entry.computedLevel;
  const options = levelOptions(entry);
  const text = (key: keyof typeof texts) => ({ value: texts[key], onChange: (value: string) => setTexts((t) => ({ ...t, [key]: value })), error: errors[key] });

  async function submit() {
    setSaving(true);
    try {
      await onSave({ subject: entry.subject, level: preschool || level === "" ? null : (level as PerformanceLevel), overrideReason: overridden ? reason : null, ...texts });
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
      {preschool ? null : (
        <div className="report-level">
          <p>
            <span className="field-label">Desempeño calculado: </span>
            {computedLabel(entry)}
          </p>
          <SelectField label={`Desempeño en ${entry.name}`} value={level} onChange={setLevel} options={options} />
          {errors.level ? <p className="field-error" role="alert">{errors.level}</p> : null}
          {overridden ? (
            <TextAreaField
              label="Motivo del cambio de desempeño"
              aria-required="true"
              maxLength={300}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
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

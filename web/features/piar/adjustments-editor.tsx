import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { adjustmentKindLabels, adjustmentKinds, piarSections } from "../../../common/piar/piar.labels";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { type DraftAdjustment, emptyAdjustment } from "./piar-draft";

const labels = piarSections.adjustments.fields;
const kindOptions = adjustmentKinds.map((kind) => ({ value: kind, label: adjustmentKindLabels[kind] }));

type Props = { rows: DraftAdjustment[]; onChange: (rows: DraftAdjustment[]) => void; errors: Record<string, string> };

/**
 * Section 4: one row per adjustment (subject, kind, the adjustment, its goal). "Agregar ajuste" adds a
 * row and puts the cursor in its subject; "Quitar" removes one and returns the focus to "Agregar ajuste".
 */
export function AdjustmentsEditor({ rows, onChange, errors }: Props) {
  const addButton = useRef<HTMLButtonElement>(null);
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current === null) return;
    document.getElementById(`piar-subject-${added.current}`)?.focus();
    added.current = null;
  });
  const update = (key: number, change: Partial<DraftAdjustment>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const error = (index: number, field: string) => errors[`content.adjustments.${index}.${field}`];

  return (
    <div className="piar-adjustments">
      {rows.length === 0 ? <p className="muted">Este plan todavía no tiene ajustes: agrega uno por cada materia que lo necesite.</p> : null}
      {rows.map((row, index) => {
        const name = `Ajuste ${index + 1}${row.subject.trim() ? ` (${row.subject.trim()})` : ""}`;
        return (
          <fieldset key={row.key} className="piar-adjustment">
            <legend>{name}</legend>
            <Field id={`piar-subject-${row.key}`} label={labels.subject} value={row.subject} maxLength={100} onChange={(e) => update(row.key, { subject: e.target.value })} error={error(index, "subject")} />
            <SelectField label={labels.kind} value={row.kind} onChange={(kind) => update(row.key, { kind: kind as DraftAdjustment["kind"] })} options={kindOptions} emptyLabel="Elige el tipo de ajuste" />
            {error(index, "kind") ? (
              <p className="field-error" role="alert">
                {error(index, "kind")}
              </p>
            ) : null}
            <TextAreaField label={labels.adjustment} value={row.adjustment} maxLength={3000} onChange={(e) => update(row.key, { adjustment: e.target.value })} error={error(index, "adjustment")} />
            <TextAreaField label={labels.goal} rows={2} value={row.goal} maxLength={3000} onChange={(e) => update(row.key, { goal: e.target.value })} error={error(index, "goal")} />
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                onChange(rows.filter((r) => r.key !== row.key));
                addButton.current?.focus();
              }}
            >
              <Trash2 aria-hidden="true" /> Quitar<span className="visually-hidden"> {name}</span>
            </button>
          </fieldset>
        );
      })}
      {errors["content.adjustments"] ? (
        <p className="field-error" role="alert">
          {errors["content.adjustments"]}
        </p>
      ) : null}
      <button
        type="button"
        ref={addButton}
        className="btn btn-secondary"
        disabled={rows.length >= 40}
        onClick={() => {
          const row = emptyAdjustment();
          added.current = row.key;
          onChange([...rows, row]);
        }}
      >
        <Plus aria-hidden="true" /> Agregar ajuste
      </button>
    </div>
  );
}

import { Plus, Trash2 } from "lucide-react";
import { guardianDocumentTypeLabels, guardianDocumentTypes } from "../../../common/student-records/record-codes";
import { Field } from "../../components/ui/field";
import { ChoiceField } from "./choice-field";
import { emptyGuardian, type GuardianDraft } from "./record-draft";

type Props = {
  guardians: GuardianDraft[];
  onChange: (guardians: GuardianDraft[]) => void;
  fields: Record<string, string>;
  linkedParents: { id: number; name: string }[];
};

/** The guardians of record (acudientes): rows to add and remove, who may pick the child up, and the family account each one is. */
export function GuardiansEditor({ guardians, onChange, fields, linkedParents }: Props) {
  const set = (index: number, patch: Partial<GuardianDraft>) => onChange(guardians.map((g, i) => (i === index ? { ...g, ...patch } : g)));
  return (
    <fieldset className="card record-section">
      <legend className="section-title">Acudientes</legend>
      {guardians.length === 0 ? <p className="muted">Sin acudientes registrados. Agrega al menos uno.</p> : null}
      {fields.guardians ? <p className="field-error" role="alert">{fields.guardians}</p> : null}
      <ol className="guardian-list">
        {guardians.map((g, index) => {
          const error = (name: string) => fields[`guardians.${index}.${name}`];
          const label = g.name.trim() || `Acudiente ${index + 1}`;
          return (
            <li key={g.key} className="guardian-row">
              <h3 className="field-label">{label}</h3>
              <div className="form-row">
                <Field label="Nombre completo" value={g.name} error={error("name")} onChange={(e) => set(index, { name: e.target.value })} />
                <Field label="Parentesco" value={g.relationship} placeholder="Madre, padre, abuela..." error={error("relationship")} onChange={(e) => set(index, { relationship: e.target.value })} />
                <Field label="Teléfono" type="tel" inputMode="tel" value={g.phone} error={error("phone")} onChange={(e) => set(index, { phone: e.target.value })} />
              </div>
              <div className="form-row">
                <ChoiceField label="Tipo de documento" value={g.documentType} error={error("documentType")} onChange={(documentType) => set(index, { documentType })} options={guardianDocumentTypes.map((t) => ({ value: t, label: guardianDocumentTypeLabels[t] }))} />
                <Field label="Número de documento" value={g.documentNumber} error={error("documentNumber")} onChange={(e) => set(index, { documentNumber: e.target.value })} />
                <ChoiceField
                  label="Cuenta de la familia en Tribu"
                  value={g.userId}
                  emptyLabel="Sin cuenta"
                  error={error("userId")}
                  onChange={(userId) => set(index, { userId })}
                  options={linkedParents.map((p) => ({ value: String(p.id), label: p.name }))}
                />
              </div>
              <div className="row-actions">
                <label className="checkbox-row">
                  <input type="checkbox" checked={g.canPickUp} onChange={(e) => set(index, { canPickUp: e.target.checked })} /> Puede recoger al niño/a
                </label>
                <button type="button" className="btn btn-ghost" onClick={() => onChange(guardians.filter((_, i) => i !== index))} aria-label={`Quitar a ${label}`}>
                  <Trash2 aria-hidden="true" />
                  <span>Quitar</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {guardians.length < 6 ? (
        <button type="button" className="btn btn-secondary" onClick={() => onChange([...guardians, emptyGuardian()])}>
          <Plus aria-hidden="true" />
          <span>Agregar acudiente</span>
        </button>
      ) : null}
    </fieldset>
  );
}

import { bloodTypes, documentTypeLabels, documentTypes, type Grade, gradeLabels, zoneLabels, zones } from "../../../common/student-records/record-codes";
import { studentSexLabels, studentSexes } from "../../../common/users/student-sex";
import { DateField } from "../../components/ui/date-field";
import { Field } from "../../components/ui/field";
import { ChoiceField } from "./choice-field";
import { GuardiansEditor } from "./guardians-editor";
import type { RecordDraft } from "./record-draft";

type Props = {
  draft: RecordDraft;
  change: (patch: Partial<RecordDraft>) => void;
  fields: Record<string, string>;
  warnings: Record<string, string>;
  offeredGrades: readonly Grade[];
  linkedParents: { id: number; name: string }[];
  sensitiveConsent: boolean;
};

/** The whole file, in the order of the paper form: identity, school, home, health, guardians. Each field says its own error. */
export function RecordFields({ draft, change, fields, warnings, offeredGrades, linkedParents, sensitiveConsent }: Props) {
  const text = (name: keyof RecordDraft, label: string, extra: { hint?: string; placeholder?: string } = {}) => (
    <Field label={label} value={String(draft[name])} error={fields[name]} onChange={(e) => change({ [name]: e.target.value })} {...extra} />
  );
  return (
    <>
      <fieldset className="card record-section">
        <legend className="section-title">Identidad</legend>
        <div className="form-row">
          <ChoiceField label="Tipo de documento" value={draft.documentType} error={fields.documentType} onChange={(documentType) => change({ documentType })} options={documentTypes.map((t) => ({ value: t, label: documentTypeLabels[t] }))} />
          {text("documentNumber", "Número de documento", { hint: draft.documentType === "SD" ? "Sin documento: deja el número vacío." : undefined })}
        </div>
        <div className="form-row">
          {text("firstNames", "Nombres (como en el documento)")}
          {text("lastNames", "Apellidos (como en el documento)")}
        </div>
        <div className="form-row">
          <DateField label="Fecha de nacimiento" value={draft.birthDate} error={fields.birthDate} onChange={(birthDate) => change({ birthDate })} />
          {text("birthPlace", "Lugar de nacimiento")}
          {text("birthCountry", "País de nacimiento", { placeholder: "Colombia" })}
          <ChoiceField label="Sexo (como en el documento)" value={draft.sex} emptyLabel="Elige" error={fields.sex} onChange={(sex) => change({ sex })} options={studentSexes.map((s) => ({ value: s, label: studentSexLabels[s] }))} />
        </div>
        {warnings.birthDate ? (
          <p className="alert alert-warning record-warning" role="status">
            {warnings.birthDate}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="card record-section">
        <legend className="section-title">Escuela</legend>
        <div className="form-row">
          <ChoiceField label="Grado" value={draft.grade} emptyLabel="Elige el grado" error={fields.grade} onChange={(grade) => change({ grade })} options={offeredGrades.map((g) => ({ value: g, label: gradeLabels[g] }))} />
          <DateField label="Fecha de matrícula" value={draft.enrolledOn} error={fields.enrolledOn} onChange={(enrolledOn) => change({ enrolledOn })} />
          {text("previousSchool", "Colegio anterior")}
        </div>
      </fieldset>
      <fieldset className="card record-section">
        <legend className="section-title">Residencia</legend>
        <div className="form-row">
          {text("address", "Dirección")}
          {text("municipality", "Municipio")}
          <ChoiceField label="Zona" value={draft.zone} emptyLabel="Sin dato" error={fields.zone} onChange={(zone) => change({ zone })} options={zones.map((z) => ({ value: z, label: zoneLabels[z] }))} />
          <ChoiceField label="Estrato" value={draft.stratum} emptyLabel="Sin dato" error={fields.stratum} onChange={(stratum) => change({ stratum })} options={["0", "1", "2", "3", "4", "5", "6"].map((s) => ({ value: s, label: s }))} />
        </div>
      </fieldset>
      <fieldset className="card record-section">
        <legend className="section-title">Salud</legend>
        <div className="form-row">
          {text("eps", "EPS (entidad de salud)")}
          <ChoiceField label="Grupo sanguíneo y RH" value={draft.bloodType} emptyLabel="Sin dato" error={fields.bloodType} onChange={(bloodType) => change({ bloodType })} options={bloodTypes.map((b) => ({ value: b, label: b }))} />
        </div>
        <Field
          label="Categoría de discapacidad o de apoyo (dato sensible)"
          value={draft.supportCategory}
          error={fields.supportCategory}
          hint={sensitiveConsent ? "La familia autorizó registrar datos sensibles. La leen la dirección, los docentes del estudiante y la familia." : "La familia no ha autorizado datos sensibles: deja este campo vacío hasta que lo autorice en 'Mis Hijos'."}
          onChange={(e) => change({ supportCategory: e.target.value })}
        />
      </fieldset>
      <GuardiansEditor guardians={draft.guardians} onChange={(guardians) => change({ guardians })} fields={fields} linkedParents={linkedParents} />
    </>
  );
}

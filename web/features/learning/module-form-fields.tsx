import { Upload } from "lucide-react";
import { navigationTribes } from "../../../common/school";
import type { ModuleView } from "../../../common/modules/modules.schema";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import type { ModuleForm } from "./use-module-form";
import { FilePicker } from "../../components/ui/file-picker";
import "./learning.css";

const tribeOptions = navigationTribes.map((name) => ({ value: name, label: name }));

function TribeSelect({ label, form }: { label: string; form: ModuleForm }) {
  return (
    <SelectField
      label={label}
      value={form.form.tribe}
      onChange={(tribe) => form.setForm((current) => ({ ...current, tribe }))}
      emptyLabel="Sin tribu"
      options={tribeOptions}
    />
  );
}

/** On a subject's page: an optional tribe; the subject is the page's. */
export function SubjectPlacement({ form, materiaName }: { form: ModuleForm; materiaName: string | undefined }) {
  return (
    <>
      <TribeSelect label="Tribu (opcional)" form={form} />
      <p className="notice">
        Materia: <strong>{materiaName}</strong>. El módulo se asociará a esta materia.
      </p>
    </>
  );
}

/** In the management table: tribe, subjects and the PDF's address. */
export function ManagePlacement({ form }: { form: ModuleForm }) {
  return (
    <>
      <TribeSelect label="Tribu" form={form} />
      <fieldset className="checkbox-group">
        <legend className="field-label">Materias</legend>
        {form.materiasLoading ? <p className="field-hint">Cargando materias...</p> : form.materias.length === 0 ? <p className="field-hint">No hay materias</p> : null}
        {form.materias.map((m) => (
          <label key={m.id} className="checkbox-row">
            <input type="checkbox" checked={form.form.materiaIds.includes(m.id)} onChange={(event) => form.toggleMateria(m.id, event.target.checked)} />
            <span>{m.name}</span>
          </label>
        ))}
      </fieldset>
      <Field label="URL del PDF" type="url" value={form.form.downloadPdf} onChange={form.set("downloadPdf")} placeholder="https://" />
    </>
  );
}

/** The tribe of a module edited from a tribe or module page: shown, not changed. */
export function FixedTribe({ tribe }: { tribe: string | null | undefined }) {
  return (
    <div className="field">
      <span className="field-label">Tribu</span>
      <p className="readonly-value">{tribe ?? "Sin tribu"}</p>
      <p className="field-hint">La tribu no se puede cambiar desde esta página</p>
    </div>
  );
}

/** A PDF or picture (checked here first, max 10 MB); when editing, 'Subir archivo' sends it at once. */
export function ModuleFileField({ form, mode, module }: { id?: string; form: ModuleForm; mode: "create" | "edit"; module?: ModuleView }) {
  return (
    <div className="field">
      <FilePicker
        label={mode === "create" ? "Archivo PDF (opcional)" : "Archivo PDF o imagen"}
        accept="application/pdf,image/jpeg,image/png,image/gif,image/webp,.pdf,.jpg,.jpeg,.png,.gif,.webp"
        file={form.file}
        onChoose={form.pickFile}
        hint={`PDF o imagen (JPG, PNG, GIF, WebP), máximo 10MB.${module?.pdfFile ? ` Archivo actual: ${module.pdfFile.originalName}.` : ""}`}
        error={form.fileError ?? undefined}
      />
      {mode === "edit" ? (
        <div>
          <button type="button" className="btn btn-secondary" onClick={form.uploadNow} disabled={!form.file || form.uploading}>
            <Upload aria-hidden="true" />
            {form.uploading ? "Subiendo..." : "Subir archivo"}
          </button>
        </div>
      ) : null}
    </div>
  );
}

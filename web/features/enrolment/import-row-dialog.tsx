import { useState } from "react";
import { type ImportField, type ImportRow, importFieldLabels, importFields } from "../../../common/enrolment/import-columns";
import { Field } from "../../components/ui/field";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import type { EnrolmentImport, PreviewRow } from "./use-enrolment-import";

const formId = "import-row-form";

/** 'Corregir la fila': each imported cell as text, with its error under it; saving checks the rows again. */
export function ImportRowDialog({ im, index, row }: { im: EnrolmentImport; index: number; row: PreviewRow }) {
  const [values, setValues] = useState<ImportRow>(row.values);
  // The row's own columns, then those with an error (a required one the sheet lacks).
  const shown = importFields.filter((f) => f in row.values || f in row.errors || im.preview?.rows.some((r) => f in r.values));
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => !open && im.setFixing(null)}
      title={`Corregir la fila ${row.line}`}
      description="Cambia lo que haga falta; al guardar se revisan de nuevo todas las filas. Nada se guarda en la escuela hasta confirmar la importación."
      footer={
        <FormModalActions formId={formId} busy={im.busy} onCancel={() => im.setFixing(null)}>
          {im.busy ? "Revisando…" : "Guardar y revisar"}
        </FormModalActions>
      }
    >
      <form
        id={formId}
        className="form import-row-fields"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v.trim() !== "")) as ImportRow;
          im.fixRow(index, clean);
        }}
      >
        {shown.map((field: ImportField) => (
          <Field
            key={field}
            label={importFieldLabels[field]}
            value={values[field] ?? ""}
            error={row.errors[field]}
            maxLength={500}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        ))}
      </form>
      {im.error ? (
        <p role="alert" className="field-error">
          {im.error}
        </p>
      ) : null}
    </Modal>
  );
}

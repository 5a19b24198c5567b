import { type ImportField, importFieldLabels, importFields } from "../../../common/enrolment/import-columns";
import { SelectField } from "../../components/ui/select-field";
import type { EnrolmentImport, Preview } from "./use-enrolment-import";

const options = importFields.map((f) => ({ value: f, label: importFieldLabels[f] }));

/** Step 2: which field of the file each column of the sheet is (suggested from its header). */
export function ImportMapping({ im, preview }: { im: EnrolmentImport; preview: Preview }) {
  return (
    <section className="card enrolment-import" aria-labelledby="import-mapping-title">
      <h2 id="import-mapping-title">2. Las columnas</h2>
      <p className="muted">Revisa a qué dato de la ficha corresponde cada columna de tu hoja.</p>
      {preview.missing.length > 0 ? (
        <p role="alert" className="field-error">
          Faltan columnas obligatorias: {preview.missing.map((f) => importFieldLabels[f]).join(", ")}.
        </p>
      ) : null}
      <div className="import-mapping">
        {preview.headers.map((header) => (
          <SelectField
            key={header}
            label={`Columna «${header}»`}
            value={im.mapping[header] ?? ""}
            emptyLabel="No importar"
            onChange={(value) => im.setColumn(header, (value || null) as ImportField | null)}
            options={options}
          />
        ))}
      </div>
      <div className="import-steps">
        <button type="button" className="btn btn-secondary" disabled={im.busy || !im.file} onClick={() => im.check(true)}>
          Aplicar columnas y revisar
        </button>
        {im.edited ? <p className="muted">Aplicar las columnas vuelve a leer el archivo: se pierden las correcciones hechas aquí.</p> : null}
      </div>
    </section>
  );
}

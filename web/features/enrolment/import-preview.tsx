import { type ImportField, importFieldLabels } from "../../../common/enrolment/import-columns";
import type { Preview } from "./use-enrolment-import";

const label = (key: string) => importFieldLabels[key as ImportField] ?? key;

/** Every row of the file: who it is, whether it creates or updates a file, and its errors, in the row. */
export function ImportPreviewTable({ preview, onFix }: { preview: Preview; onFix: (index: number) => void }) {
  return (
    <div className="import-preview-wrap">
      <table className="import-preview">
        <caption className="visually-hidden">Filas de la hoja de cálculo</caption>
        <thead>
          <tr>
            <th scope="col">Fila</th>
            <th scope="col">Estudiante</th>
            <th scope="col">Documento</th>
            <th scope="col">Qué se hará</th>
            <th scope="col">Revisión</th>
            <th scope="col">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, index) => {
            const errors = Object.entries(row.errors);
            const name = `${row.values.firstNames ?? ""} ${row.values.lastNames ?? ""}`.trim() || "Sin nombre";
            return (
              <tr key={row.line} className={errors.length > 0 ? "import-row-error" : undefined}>
                <td data-label="Fila">{row.line}</td>
                <th scope="row" data-label="Estudiante">
                  {name}
                </th>
                <td data-label="Documento">{[row.values.documentType, row.values.documentNumber].filter(Boolean).join(" ") || "—"}</td>
                <td data-label="Qué se hará">{row.action === "create" ? "Ficha nueva" : "Actualiza su ficha"}</td>
                <td data-label="Revisión">
                  {errors.length === 0 ? <span>Lista</span> : null}
                  {errors.map(([field, message]) => (
                    <span key={field} className="import-cell-error">
                      {label(field)}: {message}
                    </span>
                  ))}
                  {Object.entries(row.warnings).map(([field, message]) => (
                    <span key={field} className="import-cell-warning">
                      {message}
                    </span>
                  ))}
                </td>
                <td>
                  <button type="button" className="btn btn-secondary" onClick={() => onFix(index)} aria-label={`Corregir la fila ${row.line} (${name})`}>
                    Corregir
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

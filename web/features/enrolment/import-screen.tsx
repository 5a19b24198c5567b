import { Link } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { FilePicker } from "../../components/ui/file-picker";
import { SectionPage } from "../../components/ui/section-page";
import { ImportMapping } from "./import-mapping";
import { ImportPreviewTable } from "./import-preview";
import { ImportRowDialog } from "./import-row-dialog";
import { useEnrolmentImport } from "./use-enrolment-import";
import "./enrolment.css";

/** 'Importar matrícula' (issue 36): file → columns → every row with its errors → confirm. */
export function EnrolmentImportScreen() {
  const im = useEnrolmentImport();
  const p = im.preview;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    im.check(false);
  };
  const canConfirm = p !== null && p.summary.withErrors === 0 && p.summary.total > 0;
  return (
    <SectionPage title="Importar matrícula" intro="Sube la hoja de cálculo de la escuela (XLSX o CSV). Revisas cada fila antes de guardar: nada se guarda hasta que confirmes.">
      <p>
        <Link to="/dashboard/matricula">Volver a Matrícula</Link>
      </p>
      <form className="card enrolment-import" onSubmit={submit} noValidate>
        <h2>1. El archivo</h2>
        <FilePicker
          label="Hoja de cálculo (XLSX o CSV)"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          file={im.file}
          onChoose={im.setFile}
          hint="La primera fila lleva los nombres de las columnas: Tipo de documento, Número de documento, Nombres, Apellidos, Fecha de nacimiento, Sexo, Grado… Máximo 2 MB y 2.000 filas."
          error={!p ? (im.error ?? undefined) : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={im.busy}>
          {im.busy && !p ? "Leyendo…" : "Revisar archivo"}
        </button>
      </form>
      {p ? (
        <>
          <ImportMapping im={im} preview={p} />
          <section className="card enrolment-import" aria-labelledby="import-rows-title">
            <h2 id="import-rows-title">3. Las filas</h2>
            <p className="import-summary" aria-live="polite">
              <span>{p.summary.total} filas</span>
              <span>{p.summary.create} nuevas</span>
              <span>{p.summary.update} para actualizar</span>
              <strong>{p.summary.withErrors === 0 ? "Sin errores" : p.summary.withErrors === 1 ? "1 fila con errores" : `${p.summary.withErrors} filas con errores`}</strong>
            </p>
            {im.error ? (
              <p role="alert" className="field-error">
                {im.error}
              </p>
            ) : null}
            <ImportPreviewTable preview={p} onFix={im.setFixing} />
            <div className="import-steps">
              <button type="button" className="btn btn-primary" disabled={!canConfirm || im.busy} onClick={im.confirm} aria-describedby="import-confirm-note">
                {im.busy ? "Guardando…" : "Confirmar importación"}
              </button>
              <p id="import-confirm-note" className="muted">
                {canConfirm ? "Se guardan todas las filas a la vez." : "Corrige las filas con errores para poder confirmar."}
              </p>
            </div>
          </section>
        </>
      ) : null}
      {p && im.fixing !== null && p.rows[im.fixing] ? <ImportRowDialog im={im} index={im.fixing} row={p.rows[im.fixing] as NonNullable<(typeof p.rows)[number]>} /> : null}
    </SectionPage>
  );
}

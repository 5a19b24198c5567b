import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "../../components/ui/toast";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { messages } from "./quotation-types";
import { FilePicker } from "../../components/ui/file-picker";
import "./quotations.css";

/** The local catalogue's import: a CSV (UTF-8) or XLSX file replaces the whole catalogue. */
export function CatalogueImport({ empty }: { empty: boolean }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pickerRef = useRef<{ clear: () => void }>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(messages.fileRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await postMultipart<{ message: string }>("/api/products/import", {}, file);
      toast.success(result.message);
      setFile(null);
      pickerRef.current?.clear();
      await queryClient.invalidateQueries({ queryKey: trpc.quotations.pathKey() });
    } catch (failure) {
      const message = failure instanceof UploadError && failure.message ? failure.message : "No se pudo importar el catálogo.";
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card quotation-block" aria-labelledby="catalogue-import-title">
      <h2 id="catalogue-import-title">Catálogo de productos</h2>
      {empty ? (
        <p className="alert alert-warning" role="note">
          El catálogo está vacío. Importa un archivo CSV o XLSX con tus productos para empezar a cotizar.
        </p>
      ) : null}
      <details open={empty}>
        <summary className="quotation-summary">{empty ? "Importar el catálogo" : "Reemplazar el catálogo con un archivo"}</summary>
        <form onSubmit={submit} className="quotation-import" noValidate>
          <FilePicker
            ref={pickerRef}
            label="Archivo del catálogo (CSV o XLSX)"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            file={file}
            onChoose={setFile}
            hint="Primera fila con los encabezados Código, Título y Nuevo precio. Reemplaza todo el catálogo. Máximo 10MB."
            error={error ?? undefined}
          />
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            <Upload aria-hidden="true" /> {busy ? "Importando..." : "Importar catálogo"}
          </button>
        </form>
      </details>
    </section>
  );
}

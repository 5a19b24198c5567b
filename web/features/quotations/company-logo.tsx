import { useQueryClient } from "@tanstack/react-query";
import { Trash2, Upload } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { companyMessages } from "../../../common/company/company.schema";
import { toast } from "../../components/ui/toast";
import { authHeader, fetchProtectedBlob, postMultipart, UploadError } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { FilePicker } from "../../components/ui/file-picker";
import "./quotations.css";

const logoUrl = "/api/settings/company/logo";

/** The logo printed on the quotation PDF: a PNG or JPEG up to 2 MB, its preview, and 'Quitar logo'. */
export function CompanyLogo({ hasLogo }: { hasLogo: boolean }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // Raised after each change, so a replaced logo's preview is fetched again.
  const [revision, setRevision] = useState(0);
  const pickerRef = useRef<{ clear: () => void }>(null);

  useEffect(() => {
    if (!hasLogo) return setPreview(null);
    let url: string | null = null;
    const controller = new AbortController();
    fetchProtectedBlob(`${logoUrl}?v=${revision}`, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setPreview(url);
      })
      .catch(() => setPreview(null));
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [hasLogo, revision]);

  async function run(action: () => Promise<{ message: string }>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      toast.success((await action()).message);
      setRevision((current) => current + 1);
      setFile(null);
      pickerRef.current?.clear();
      await queryClient.invalidateQueries({ queryKey: trpc.settings.company.queryKey() });
    } catch (failure) {
      const message = failure instanceof UploadError && failure.message ? failure.message : fallback;
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(companyMessages.logoRequired);
    void run(() => postMultipart<{ message: string }>(logoUrl, {}, file, { method: "PUT" }), "No se pudo guardar el logo.");
  }

  async function remove() {
    const response = await fetch(logoUrl, { method: "DELETE", headers: authHeader() });
    const data = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) throw new UploadError(response.status, data.message ?? "");
    return { message: data.message ?? companyMessages.logoRemoved };
  }

  return (
    <form onSubmit={submit} className="quotation-import" noValidate aria-label="Logo de la empresa">
      {preview ? <img className="company-logo-preview" src={preview} alt="Logo actual de la empresa" /> : <p className="muted">Sin logo: el PDF muestra solo el nombre.</p>}
      <FilePicker
        ref={pickerRef}
        label="Logo (PNG o JPEG)"
        buttonLabel="Elegir imagen"
        accept="image/png,image/jpeg"
        file={file}
        onChoose={setFile}
        hint="Máximo 2 MB. Se guarda con un nombre propio del sistema, no con el del archivo."
        error={error ?? undefined}
      />
      <div className="button-row compact">
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          <Upload aria-hidden="true" /> {busy ? "Guardando..." : "Guardar logo"}
        </button>
        {hasLogo ? (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => run(remove, "No se pudo quitar el logo.")}>
            <Trash2 aria-hidden="true" /> Quitar logo
          </button>
        ) : null}
      </div>
    </form>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { ModuleView } from "../../../common/modules/modules.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { TextAreaField } from "../../components/ui/textarea-field";
import { moduleFileProblem, moduleSaveError, tribeNames, uploadModuleFile } from "./learning";
import { FormModalActions } from "../../components/ui/form-modal-actions";

/**
 * The module dialogs of the spec, one component:
 * - tribe: create on a tribe-subject page (tribe and subject come from the page);
 * - detail: edit from the module page (adds forms and work-upload texts);
 * - subject: create on a subject's modules page (tribe optional, subject read-only);
 * - manage: the management table's modal (tribe select, subjects multi-select, PDF and video URLs).
 */
export type ModuleFormVariant = "tribe" | "detail" | "subject" | "manage";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: "create" | "edit";
  variant: ModuleFormVariant;
  module?: ModuleView;
  tribe?: string;
  materia?: { id?: number; name: string };
  onSaved?: (module: ModuleView) => void;
};

type FormState = {
  title: string;
  description: string;
  url: string;
  tribe: string;
  materiaIds: number[];
  downloadPdf: string;
  youtubeVideo: string;
  instructions: string;
  forms: string;
  workUpload: string;
};

function initialState(module: ModuleView | undefined, tribe: string | undefined): FormState {
  return {
    title: module?.title ?? "",
    description: module?.description ?? "",
    url: module?.url ?? "",
    tribe: module?.tribe ?? tribe ?? "",
    materiaIds: module?.materiaIds ?? [],
    downloadPdf: module?.downloadPdf ?? "",
    youtubeVideo: module?.youtubeVideo ?? "",
    instructions: module?.instructions ?? "",
    forms: module?.forms ?? "",
    workUpload: module?.workUpload ?? "",
  };
}

const nullIfEmpty = (value: string) => (value.trim() ? value.trim() : null);

export function ModuleFormDialog({ open, onOpenChange, mode, variant, module, tribe, materia, onSaved }: Props) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(() => initialState(module, tribe));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileId = useId();
  const materias = useQuery({ ...trpc.materias.list.queryOptions(), enabled: open && variant === "manage" });

  useEffect(() => {
    if (open) {
      setForm(initialState(module, tribe));
      setFile(null);
      setError(null);
      setFileError(null);
    }
  }, [open, module, tribe]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.modules.pathKey() });
  const create = useMutation(trpc.modules.create.mutationOptions());
  const update = useMutation(trpc.modules.update.mutationOptions());
  const saving = create.isPending || update.isPending || uploading;

  const set = (key: keyof FormState) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  function pickFile(next: File | null) {
    setFileError(null);
    if (next) {
      const problem = moduleFileProblem(next);
      if (problem) {
        setFileError(problem);
        setFile(null);
        return;
      }
    }
    setFile(next);
  }

  async function uploadNow() {
    if (!module || !file) return;
    setUploading(true);
    try {
      const result = await uploadModuleFile(module.id, file);
      toast.success(result.message || "PDF subido correctamente");
      setFile(null);
      await refresh();
    } catch (uploadError) {
      setFileError(uploadError instanceof Error ? uploadError.message : "Error al subir el archivo");
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!form.title.trim() || !form.description.trim()) {
      setError(mode === "create" ? "El título y la descripción son requeridos" : "Título y descripción son requeridos");
      return;
    }
    if (mode === "create" && variant === "subject" && !materia?.id) {
      setError("No se pudo encontrar el ID de la materia. Intenta crear el módulo desde la página principal de módulos.");
      return;
    }
    const base = {
      title: form.title.trim(),
      description: form.description.trim(),
      url: nullIfEmpty(form.url),
      youtubeVideo: nullIfEmpty(form.youtubeVideo),
      instructions: nullIfEmpty(form.instructions),
    };
    try {
      let saved: ModuleView;
      if (mode === "create") {
        const materias =
          variant === "manage" ? form.materiaIds : variant === "subject" && materia?.id ? [materia.id] : materia ? [materia.name] : [];
        saved = await create.mutateAsync({
          ...base,
          tribe: variant === "tribe" ? (tribe ?? null) : nullIfEmpty(form.tribe),
          materias,
          downloadPdf: variant === "manage" ? nullIfEmpty(form.downloadPdf) : null,
        });
        if (file) {
          try {
            await uploadModuleFile(saved.id, file);
          } catch (uploadError) {
            // The module stays; only the file is missing.
            toast.warning(uploadError instanceof Error ? uploadError.message : "Error al subir el archivo");
          }
        }
        toast.success(
          saved.tribe ? "¡Módulo creado exitosamente y asociado a la materia y tribu!" : "¡Módulo creado exitosamente y asociado a la materia!",
        );
      } else if (module) {
        saved = await update.mutateAsync({
          ...base,
          id: module.id,
          tribe: variant === "manage" ? nullIfEmpty(form.tribe) : module.tribe,
          materias: variant === "manage" ? form.materiaIds : module.materiaIds,
          downloadPdf: variant === "manage" ? nullIfEmpty(form.downloadPdf) : module.downloadPdf || null,
          forms: variant === "detail" || variant === "manage" ? nullIfEmpty(form.forms) : module.forms,
          workUpload: variant === "detail" || variant === "manage" ? nullIfEmpty(form.workUpload) : module.workUpload,
        });
        if (file) await uploadModuleFile(saved.id, file).catch((e: unknown) => toast.warning(e instanceof Error ? e.message : "Error al subir el archivo"));
        toast.success(variant === "detail" ? "Módulo actualizado exitosamente" : "¡Módulo actualizado exitosamente!");
      } else {
        return;
      }
      await refresh();
      onOpenChange(false);
      onSaved?.(saved);
    } catch (saveError) {
      setError(moduleSaveError(saveError, mode));
    }
  }

  const title = variant === "manage" ? (mode === "create" ? "Crear Módulo" : "Editar Módulo") : mode === "create" ? "Crear módulo" : "Editar módulo";
  const formId = `${fileId}-form`;
  const showFile = variant === "tribe" || variant === "detail";
  const allMaterias = materias.data ?? [];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={saving} onCancel={() => onOpenChange(false)}>
          {saving ? "Guardando..." : mode === "create" ? "Crear módulo" : "Guardar cambios"}
        </FormModalActions>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {error ? (
          <div role="alert" className="alert alert-error">
            {error}
          </div>
        ) : null}
        <Field label="Título *" value={form.title} onChange={set("title")} required maxLength={200} />
        <TextAreaField label="Descripción *" value={form.description} onChange={set("description")} required maxLength={5000} />
        <Field label="URL (opcional)" type="url" value={form.url} onChange={set("url")} placeholder="https://" />

        {variant === "subject" ? (
          <>
            <div className="field">
              <label className="field-label" htmlFor={`${fileId}-tribe`}>
                Tribu (opcional)
              </label>
              <select id={`${fileId}-tribe`} value={form.tribe} onChange={set("tribe")}>
                <option value="">Sin tribu</option>
                {tribeNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <p className="notice">
              Materia: <strong>{materia?.name}</strong>. El módulo se asociará a esta materia.
            </p>
          </>
        ) : null}

        {variant === "manage" ? (
          <>
            <div className="field">
              <label className="field-label" htmlFor={`${fileId}-tribe`}>
                Tribu
              </label>
              <select id={`${fileId}-tribe`} value={form.tribe} onChange={set("tribe")}>
                <option value="">Sin tribu</option>
                {tribeNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="checkbox-group">
              <legend className="field-label">Materias</legend>
              {allMaterias.length === 0 ? <p className="field-hint">No hay materias</p> : null}
              {allMaterias.map((m) => (
                <label key={m.id} className="checkbox-row">
                  <input
                    type="checkbox"
                    checked={form.materiaIds.includes(m.id)}
                    onChange={(event) =>
                      setForm((current) => ({
                        ...current,
                        materiaIds: event.target.checked
                          ? [...current.materiaIds, m.id]
                          : current.materiaIds.filter((id) => id !== m.id),
                      }))
                    }
                  />
                  <span>{m.name}</span>
                </label>
              ))}
            </fieldset>
            <Field label="URL del PDF" type="url" value={form.downloadPdf} onChange={set("downloadPdf")} placeholder="https://" />
          </>
        ) : null}

        {mode === "edit" && (variant === "tribe" || variant === "detail") ? (
          <div className="field">
            <span className="field-label">Tribu</span>
            <p className="readonly-value">{module?.tribe ?? "Sin tribu"}</p>
            <p className="field-hint">La tribu no se puede cambiar desde esta página</p>
          </div>
        ) : null}

        {showFile ? (
          <div className="field">
            <label className="field-label" htmlFor={`${fileId}-file`}>
              {mode === "create" ? "Archivo PDF (opcional)" : "Archivo PDF o imagen"}
            </label>
            <input
              id={`${fileId}-file`}
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/gif,image/webp,.pdf,.jpg,.jpeg,.png,.gif,.webp"
              onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
              aria-describedby={`${fileId}-file-hint${fileError ? ` ${fileId}-file-error` : ""}`}
            />
            <p id={`${fileId}-file-hint`} className="field-hint">
              PDF o imagen (JPG, PNG, GIF, WebP), máximo 10MB.
              {module?.pdfFile ? ` Archivo actual: ${module.pdfFile.originalName}.` : ""}
            </p>
            {fileError ? (
              <p id={`${fileId}-file-error`} className="field-error" role="alert">
                {fileError}
              </p>
            ) : null}
            {mode === "edit" ? (
              <div>
                <button type="button" className="btn btn-secondary" onClick={uploadNow} disabled={!file || uploading}>
                  <Upload aria-hidden="true" />
                  {uploading ? "Subiendo..." : "Subir archivo"}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}

        <Field
          label={variant === "manage" ? "URL del video" : "Enlace de YouTube (opcional)"}
          type="url"
          value={form.youtubeVideo}
          onChange={set("youtubeVideo")}
          placeholder="https://www.youtube.com/watch?v=..."
        />
        <TextAreaField label="Instrucciones (opcional)" value={form.instructions} onChange={set("instructions")} />
        {variant === "detail" || variant === "manage" ? (
          <>
            <TextAreaField label="Preguntas de opción múltiple (opcional)" value={form.forms} onChange={set("forms")} />
            <TextAreaField label="Instrucciones para subir el trabajo (opcional)" value={form.workUpload} onChange={set("workUpload")} />
          </>
        ) : null}
      </form>
    </Modal>
  );
}

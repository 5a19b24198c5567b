import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { moduleMessages, type ModuleView } from "../../../common/modules/modules.schema";
import { toast } from "../../components/ui/toast";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { moduleFileProblem, moduleSaveError, uploadModuleFile } from "./learning";
import type { ModuleFormVariant } from "./module-form-dialog";

export type ModuleFormOptions = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: "create" | "edit";
  variant: ModuleFormVariant;
  module?: ModuleView;
  tribe?: string;
  materia?: { id?: number; name: string };
  onSaved?: (module: ModuleView) => void;
};

export type ModuleFormState = {
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

function initialState(module: ModuleView | undefined, tribe: string | undefined): ModuleFormState {
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
const fileFailed = (error: unknown) => (error instanceof Error ? error.message : moduleMessages.uploadFailed);

/**
 * The module dialog's form: its fields (fresh each time it opens), the chosen file (checked here
 * first), uploading it at once when editing, and saving: create (then the file) or update.
 */
export function useModuleForm({ open, onOpenChange, mode, variant, module, tribe, materia, onSaved }: ModuleFormOptions) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ModuleFormState>(() => initialState(module, tribe));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const materias = useQuery({ ...trpc.materias.list.queryOptions(), enabled: open && variant === "manage" });

  useEffect(() => {
    if (open) {
      setForm(initialState(module, tribe));
      setFile(null);
      setError(null);
      setFileError(null);
    }
  }, [open, module, tribe]);

  const refresh = () => refreshAfter(queryClient, "modules");
  const create = useMutation(trpc.modules.create.mutationOptions());
  const update = useMutation(trpc.modules.update.mutationOptions());

  function pickFile(next: File | null) {
    setFileError(null);
    const problem = next ? moduleFileProblem(next) : null;
    if (problem) {
      setFileError(problem);
      setFile(null);
      return;
    }
    setFile(next);
  }

  async function uploadNow() {
    if (!module || !file) return;
    setUploading(true);
    try {
      const result = await uploadModuleFile(module.id, file);
      toast.success(result.message || moduleMessages.uploaded);
      setFile(null);
      await refresh();
    } catch (uploadError) {
      setFileError(fileFailed(uploadError));
    } finally {
      setUploading(false);
    }
  }

  async function save(): Promise<ModuleView | undefined> {
    const base = {
      title: form.title.trim(),
      description: form.description.trim(),
      url: nullIfEmpty(form.url),
      youtubeVideo: nullIfEmpty(form.youtubeVideo),
      instructions: nullIfEmpty(form.instructions),
    };
    const manage = variant === "manage";
    const withTexts = variant === "detail" || manage;
    if (mode === "create") {
      const materias = manage ? form.materiaIds : variant === "subject" && materia?.id ? [materia.id] : materia ? [materia.name] : [];
      const saved = await create.mutateAsync({
        ...base,
        tribe: variant === "tribe" ? (tribe ?? null) : nullIfEmpty(form.tribe),
        materias,
        downloadPdf: manage ? nullIfEmpty(form.downloadPdf) : null,
      });
      if (file) {
        // The module stays; only the file is missing.
        await uploadModuleFile(saved.id, file).catch((e: unknown) => toast.warning(fileFailed(e)));
      }
      toast.success(saved.tribe ? "¡Módulo creado exitosamente y asociado a la materia y tribu!" : "¡Módulo creado exitosamente y asociado a la materia!");
      return saved;
    }
    if (!module) return undefined;
    const saved = await update.mutateAsync({
      ...base,
      id: module.id,
      tribe: manage ? nullIfEmpty(form.tribe) : module.tribe,
      materias: manage ? form.materiaIds : module.materiaIds,
      downloadPdf: manage ? nullIfEmpty(form.downloadPdf) : module.downloadPdf || null,
      forms: withTexts ? nullIfEmpty(form.forms) : module.forms,
      workUpload: withTexts ? nullIfEmpty(form.workUpload) : module.workUpload,
    });
    if (file) await uploadModuleFile(saved.id, file).catch((e: unknown) => toast.warning(fileFailed(e)));
    toast.success(variant === "detail" ? "Módulo actualizado exitosamente" : "¡Módulo actualizado exitosamente!");
    return saved;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!form.title.trim() || !form.description.trim()) {
      setError(mode === "create" ? moduleMessages.requiredCreate : moduleMessages.requiredEdit);
      return;
    }
    if (mode === "create" && variant === "subject" && !materia?.id) {
      setError(moduleMessages.materiaNotFound);
      return;
    }
    try {
      const saved = await save();
      if (!saved) return;
      await refresh();
      onOpenChange(false);
      onSaved?.(saved);
    } catch (saveError) {
      setError(moduleSaveError(saveError, mode));
    }
  }

  return {
    form,
    setForm,
    /** An onChange for a text field of the form. */
    set: (key: keyof ModuleFormState) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
    toggleMateria: (id: number, checked: boolean) =>
      setForm((current) => ({ ...current, materiaIds: checked ? [...current.materiaIds, id] : current.materiaIds.filter((m) => m !== id) })),
    materias: materias.data ?? [],
    /** The school's subjects are still on their way: not "No hay materias" yet. */
    materiasLoading: materias.isPending,
    file,
    pickFile,
    fileError,
    uploading,
    uploadNow,
    error,
    saving: create.isPending || update.isPending || uploading,
    submit,
  };
}

export type ModuleForm = ReturnType<typeof useModuleForm>;

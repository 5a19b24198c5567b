import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Label, Tabs } from "radix-ui";
import { FileUp, Link2 } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { type Submission, workFieldsInput, workMessages } from "../../../common/student-work/student-work.schema";
import { acceptAttribute, maxUploadBytes, namedAsKind, workKinds } from "../../../common/uploads";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";

const maxMb = maxUploadBytes / 1024 / 1024;
const acceptedList = "imágenes, PDF, .doc, .docx, .txt, .zip, .rar";
const tooLarge = `El archivo es demasiado grande. Máximo permitido: ${maxMb}MB`;

/** The picker's own words for a file too large (spec); the kinds are common/uploads.ts's, with the server's message. */
function fileProblem(file: File): string | null {
  if (file.size > maxUploadBytes) return tooLarge;
  return namedAsKind(file, workKinds) ? null : workMessages.wrongType;
}

/** 'Enviar enlace' or 'Subir archivo' (drop or pick, by keyboard too), plus an optional description. */
export function SubmitWorkDialog({ moduleId, existing, onClose }: { moduleId: number; existing: Submission | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<"link" | "file">(existing?.workFile && !existing.workUrl ? "file" : "link");
  const [workUrl, setWorkUrl] = useState(existing?.workUrl ?? "");
  const [description, setDescription] = useState(existing?.workDescription ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const ids = { url: useId(), description: useId(), file: useId(), problem: useId() };

  const send = useMutation({
    mutationFn: () => {
      const fields = { moduleId: String(moduleId), workUrl: mode === "link" ? workUrl.trim() : (existing?.workUrl ?? ""), workDescription: description.trim() };
      const url = existing ? `/api/student-work-submissions/${existing.id}` : "/api/student-work-submissions";
      return postMultipart<{ message: string }>(url, fields, mode === "file" ? file : null, { method: existing ? "PUT" : "POST", fileField: "workFile" });
    },
    onSuccess: async (data) => {
      toast.success(data.message);
      await queryClient.invalidateQueries({ queryKey: trpc.studentWork.pathKey() });
      onClose();
    },
    onError: (error) => {
      const status = error instanceof UploadError ? error.status : 0;
      if (status === 413) setProblem(tooLarge);
      else if (status >= 500) setProblem("Error interno del servidor. El backend puede no estar configurado correctamente para archivos.");
      else setProblem(error.message || (existing ? "Error al actualizar el trabajo" : "Error al enviar el trabajo"));
    },
  });

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const issue = fileProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  const nothing = !workUrl.trim() && !description.trim() && !file;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={existing ? "Actualizar Trabajo" : "Entregar Trabajo"}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" disabled={send.isPending || nothing} onClick={() => send.mutate()}>
            {send.isPending ? "Enviando..." : existing ? "Actualizar" : "Enviar"}
          </button>
        </>
      }
    >
      {existing && existing.status !== "SUBMITTED" ? (
        <p className="alert alert-info">Al actualizar, tu trabajo vuelve a estado «Enviado» para que tu profesor lo revise otra vez.</p>
      ) : null}
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as "link" | "file")}>
        <Tabs.List className="tabs" aria-label="Cómo entregar">
          <Tabs.Trigger value="link" className="tab">
            <Link2 aria-hidden="true" /> Enviar enlace
          </Tabs.Trigger>
          <Tabs.Trigger value="file" className="tab">
            <FileUp aria-hidden="true" /> Subir archivo
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="link" className="tab-panel">
          <div className="field">
            <Label.Root htmlFor={ids.url} className="field-label">
              Enlace de tu trabajo
            </Label.Root>
            <input id={ids.url} type="url" inputMode="url" placeholder="https://" value={workUrl} onChange={(e) => setWorkUrl(e.target.value)} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="file" className="tab-panel">
          <section
            className={`drop-zone ${dragging ? "is-dragging" : ""}`}
            aria-label="Zona para soltar el archivo"
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <FileUp aria-hidden="true" className="drop-icon" />
            <p>Arrastra tu archivo aquí o elígelo desde tu equipo.</p>
            <Label.Root htmlFor={ids.file} className="field-label">
              Archivo ({acceptedList}; máximo {maxMb}MB)
            </Label.Root>
            <input id={ids.file} ref={picker} type="file" accept={acceptAttribute(workKinds)} onChange={(e) => choose(e.target.files?.[0])} />
            {file ? <p data-testid="chosen-file">Archivo elegido: {file.name}</p> : null}
            {!file && existing?.workFile ? <p>Archivo actual: {existing.workFile.originalName}</p> : null}
          </section>
        </Tabs.Content>
      </Tabs.Root>
      <div className="field">
        <Label.Root htmlFor={ids.description} className="field-label">
          Descripción (opcional)
        </Label.Root>
        <textarea id={ids.description} rows={3} {...inputLimits(workFieldsInput.shape.workDescription)} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      {problem ? (
        <p id={ids.problem} role="alert" className="alert alert-error">
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Label, Tabs } from "radix-ui";
import { FileUp, Link2 } from "lucide-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import type { Submission } from "../../../common/student-work/student-work.schema";
import { workFieldLimits, workMessages } from "../../../common/student-work/student-work.vocabulary";
import { acceptAttribute, maxUploadBytes, namedAsKind, workKinds } from "../../../common/uploads";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { refreshAfter } from "../../lib/query-refresh";
import { HandInChoices } from "./hand-in-choices";
import type { HandedIn } from "./hand-in-confirmation";
import { useVoiceRecorder } from "./use-voice-recorder";
import { FilePicker } from "../../components/ui/file-picker";

const maxMb = maxUploadBytes / 1024 / 1024;
const acceptedList = "imágenes, grabaciones de voz, PDF, .doc, .docx, .txt, .zip, .rar";
const tooLarge = `El archivo es demasiado grande. Máximo permitido: ${maxMb}MB`;

/** The picker's own words for a file too large (spec); the kinds are common/uploads.ts's, with the server's message. */
function fileProblem(file: File): string | null {
  if (file.size > maxUploadBytes) return tooLarge;
  return namedAsKind(file, workKinds) ? null : workMessages.wrongType;
}

/**
 * A photo (the camera first), a voice recording, 'Subir archivo' (drop or pick, by keyboard too) or
 * 'Enviar enlace', plus an optional description. The last photo, recording or file chosen is the one
 * sent. `onHandedIn` lets the screen show its own confirmation instead of a toast.
 */
export function SubmitWorkDialog({
  moduleId,
  existing,
  onClose,
  onHandedIn,
}: {
  moduleId: number;
  existing: Submission | null;
  onClose: () => void;
  onHandedIn?: (handedIn: HandedIn) => void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<"link" | "file">(existing?.workFile && !existing.workUrl ? "file" : "link");
  const [workUrl, setWorkUrl] = useState(existing?.workUrl ?? "");
  const [description, setDescription] = useState(existing?.workDescription ?? "");
  const [picked, setPicked] = useState<{ file: File; from: "photo" | "file" } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { url: useId(), description: useId(), problem: useId() };
  const voice = useVoiceRecorder(() => setPicked(null));
  const recorded = voice.state.phase === "recorded" ? voice.state.file : null;
  const photo = picked?.from === "photo" ? picked.file : null;
  const file = picked?.from === "file" ? picked.file : null;
  const attachment = recorded ?? photo ?? (mode === "file" ? file : null);
  const microphoneBusy = voice.state.phase === "asking" || voice.state.phase === "recording";
  const sendButton = useRef<HTMLButtonElement>(null);
  const ready = recorded ?? photo;

  // On a phone the dialog is taller than the screen: once a photo or a recording is ready, bring 'Enviar' into view.
  useEffect(() => {
    if (ready) sendButton.current?.scrollIntoView({ block: "nearest" });
  }, [ready]);

  const send = useMutation({
    mutationFn: () => {
      const fields = { moduleId: String(moduleId), workUrl: mode === "link" ? workUrl.trim() : (existing?.workUrl ?? ""), workDescription: description.trim() };
      const url = existing ? `/api/student-work-submissions/${existing.id}` : "/api/student-work-submissions";
      return postMultipart<{ message: string }>(url, fields, attachment, { method: existing ? "PUT" : "POST", fileField: "workFile" });
    },
    onSuccess: async (data) => {
      if (onHandedIn) onHandedIn(existing || data.message === workMessages.updated ? "updated" : "submitted");
      else toast.success(data.message);
      // The work lists, and each module's state in the child's lists ("Entregado").
      await refreshAfter(queryClient, "studentWork");
      onClose();
    },
    onError: (error) => {
      const status = error instanceof UploadError ? error.status : 0;
      if (status === 413) setProblem(tooLarge);
      else if (status >= 500) setProblem("Error interno del servidor. El backend puede no estar configurado correctamente para archivos.");
      else setProblem(error.message || (existing ? "Error al actualizar el trabajo" : "Error al enviar el trabajo"));
    },
  });

  function choose(chosen: File | undefined, from: "photo" | "file" = "file") {
    if (!chosen) return;
    const issue = fileProblem(chosen);
    setProblem(issue);
    setPicked(issue ? null : { file: chosen, from });
    if (!issue) voice.discard();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  const nothing = !workUrl.trim() && !description.trim() && !attachment;
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
          <button ref={sendButton} type="button" className="btn btn-primary" disabled={send.isPending || nothing || microphoneBusy} onClick={() => send.mutate()}>
            {send.isPending ? "Enviando..." : existing ? "Actualizar" : "Enviar"}
          </button>
        </>
      }
    >
      {existing && existing.status !== "SUBMITTED" ? (
        <p className="alert alert-info">Al actualizar, tu trabajo vuelve a estado «Enviado» para que tu profesor lo revise otra vez.</p>
      ) : null}
      <HandInChoices photo={photo} onPhoto={(chosen) => choose(chosen, "photo")} onRemovePhoto={() => setPicked(null)} voice={voice} />
      <p className="hand-in-more">O también:</p>
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as "link" | "file")}>
        <Tabs.List className="tabs" aria-label="Cómo entregar">
          <Tabs.Trigger value="file" className="tab">
            <FileUp aria-hidden="true" /> Subir archivo
          </Tabs.Trigger>
          <Tabs.Trigger value="link" className="tab">
            <Link2 aria-hidden="true" /> Enviar enlace
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
            <FilePicker
              label={`Archivo (${acceptedList}; máximo ${maxMb}MB)`}
              accept={acceptAttribute(workKinds)}
              file={file}
              onChoose={(chosen) => (chosen ? choose(chosen) : setPicked(null))}
            />
            {!file && existing?.workFile ? <p>Archivo actual: {existing.workFile.originalName}</p> : null}
          </section>
        </Tabs.Content>
      </Tabs.Root>
      <div className="field">
        <Label.Root htmlFor={ids.description} className="field-label">
          Descripción (opcional)
        </Label.Root>
        <textarea id={ids.description} rows={3} maxLength={workFieldLimits.workDescription} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      {problem ? (
        <p id={ids.problem} role="alert" className="alert alert-error">
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}

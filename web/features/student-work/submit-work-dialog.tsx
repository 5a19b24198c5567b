import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import type { Submission } from "../../../common/student-work/student-work.schema";
import { workMessages } from "../../../common/student-work/student-work.vocabulary";
import { maxUploadBytes, namedAsKind, workKinds } from "../../../common/uploads";
import { ListenButton } from "../../components/ui/listen-button";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { authStore } from "../../lib/auth-store";
import { handInStarted } from "../../lib/offline/activity";
import { UploadError } from "../../lib/protected-files";
import { refreshAfter } from "../../lib/query-refresh";
import { HandInChoices } from "./hand-in-choices";
import type { HandedIn } from "./hand-in-confirmation";
import { chosenSummary, emptyItems, fileParts, handInItemsReducer, type ItemKind, keptCount, kindOf } from "./hand-in-items";
import { HandInList } from "./hand-in-list";
import { OtherWays } from "./other-ways";
import { sendHandIn } from "./send-hand-in";
import { TeacherComment, teacherCommentOf } from "./teacher-comment";
import { useVoiceRecorder } from "./use-voice-recorder";
import "./hand-in.css";

const maxMb = maxUploadBytes / 1024 / 1024;
const tooLarge = `El archivo es demasiado grande. Máximo permitido: ${maxMb}MB`;
const queuedWords = "Tu trabajo está guardado. Se enviará cuando vuelva el internet.";

/** The picker's own words for a file too large (spec); the kinds are common/uploads.ts's, with the server's message. */
function fileProblem(file: File): string | null {
  if (file.size > maxUploadBytes) return tooLarge;
  return namedAsKind(file, workKinds) ? null : workMessages.wrongType;
}

/**
 * One hand-in (issue 37): the camera first, the microphone, and behind "Otras formas de entregar"
 * files and a link, plus optional words. Every photo, recording and file is added to one list, each
 * removable; on a redo the teacher's comment comes first and the files handed in before are listed,
 * each removable (sent as removeFileIds). `onHandedIn` lets the screen show its own confirmation.
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
  const handedInFiles = existing?.files ?? [];
  const [items, dispatch] = useReducer(handInItemsReducer, emptyItems);
  const [workUrl, setWorkUrl] = useState(existing?.workUrl ?? "");
  const [description, setDescription] = useState(existing?.workDescription ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const ids = { summary: useId(), problem: useId() };
  const kept = keptCount(handedInFiles, items);

  function add(files: readonly File[], kind?: ItemKind) {
    if (files.length === 0) return;
    const issue = files.map(fileProblem).find(Boolean) ?? null;
    const fine = files.filter((file) => !fileProblem(file));
    setProblem(issue);
    dispatch({ type: "add", files: fine.map((file) => ({ file, kind: kind ?? kindOf(file) })), kept });
  }

  // Each finished recording is added to the list (the recorder lets go of it): a photo never deletes it.
  const voice = useVoiceRecorder((file) => {
    add([file], "voice");
    voice.discard();
  });
  const microphoneBusy = voice.state.phase === "asking" || voice.state.phase === "recording";

  function afterRemoval() {
    // The pressed "Quitar" is gone: the focus goes to what the hand-in now holds.
    window.setTimeout(() => summaryRef.current?.focus(), 0);
  }

  // While the dialog is open a new version of the app does not reload the page (issue 39).
  useEffect(() => handInStarted(), []);

  const send = useMutation({
    // Without internet it is kept on the device (sendHandIn): the query library must not pause it.
    networkMode: "always",
    mutationFn: () => {
      const fields: Record<string, string> = { workUrl: workUrl.trim(), workDescription: description.trim() };
      if (!existing) fields.moduleId = String(moduleId);
      if (items.removedIds.length > 0) fields.removeFileIds = items.removedIds.join(",");
      const userId = authStore.get().user?.id ?? 0;
      return sendHandIn({ userId, moduleId, submissionId: existing?.id ?? null, fields, parts: fileParts(items.chosen, Boolean(existing?.workFile)) });
    },
    onSuccess: async (sent) => {
      if (sent.kind === "queued") {
        // Kept on the device: the page sends it when the internet returns (web/features/offline).
        if (onHandedIn) onHandedIn("queued");
        else toast.info(queuedWords);
        onClose();
        return;
      }
      if (onHandedIn) onHandedIn(existing || sent.message === workMessages.updated ? "updated" : "submitted");
      else toast.success(sent.message);
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

  const comment = teacherCommentOf(existing);
  const all = [...handedInFiles.filter((file) => !items.removedIds.includes(file.id)), ...items.chosen];
  const summary = chosenSummary(all);
  const nothing = !workUrl.trim() && !description.trim() && all.length === 0 && items.removedIds.length === 0;
  const instruction = existing
    ? "Toma una foto o graba tu voz para mejorar tu trabajo. Luego toca «Actualizar». Tu profe lo va a ver otra vez."
    : "Toma una foto de tu trabajo o graba tu voz. Puedes añadir varias. Luego toca «Enviar».";
  const shownProblem = problem ?? (items.tooMany ? workMessages.tooManyFiles : null);
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
          <button type="button" className="btn btn-primary" disabled={send.isPending || nothing || microphoneBusy} onClick={() => send.mutate()}>
            {send.isPending ? "Enviando..." : existing ? "Actualizar" : "Enviar"}
          </button>
        </>
      }
    >
      <div className="hand-in-body">
        {comment && existing ? <TeacherComment comment={comment} submissionId={existing.id} /> : null}
        <div className="hand-in-instruction">
          <p>{instruction}</p>
          <ListenButton parts={[{ text: instruction }, { text: summary }]} label="cómo entregar" compact />
        </div>
        <HandInChoices onPhotos={(files) => add(files, "photo")} voice={voice} />
        <p id={ids.summary} ref={summaryRef} tabIndex={-1} className="hand-in-summary" aria-live="polite">
          {all.length > 0 ? summary : null}
        </p>
        <HandInList
          existing={handedInFiles}
          removedIds={items.removedIds}
          chosen={items.chosen}
          focusKey={items.lastAdded}
          onRemove={(key) => {
            dispatch({ type: "remove", key });
            afterRemoval();
          }}
          onRemoveExisting={(id) => {
            dispatch({ type: "removeExisting", id });
          }}
          onKeepExisting={(id) => dispatch({ type: "keepExisting", id })}
        />
        {shownProblem ? (
          <p id={ids.problem} role="alert" className="alert alert-error">
            {shownProblem}
          </p>
        ) : null}
        <OtherWays
          startOpen={Boolean(existing?.workUrl)}
          startOnLink={Boolean(existing?.workUrl)}
          workUrl={workUrl}
          onWorkUrl={setWorkUrl}
          description={description}
          onDescription={setDescription}
          onFiles={(files) => add(files)}
        />
      </div>
    </Modal>
  );
}

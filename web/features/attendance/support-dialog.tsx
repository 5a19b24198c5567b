import { useState } from "react";
import type { Excuse } from "../../../common/attendance/attendance.schema";
import { formatDayInWords } from "../../../common/format";
import { acceptAttribute, pdfOrImageKinds } from "../../../common/uploads";
import { FilePicker } from "../../components/ui/file-picker";
import { Modal } from "../../components/ui/modal";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useDraft } from "../../lib/drafts";
import { fileProblem } from "./excuse-dialog";

type Props = {
  excuse: Excuse;
  sending: boolean;
  errors: Record<string, string>;
  onSend: (values: { id: number; note: string; file: File | null }) => Promise<unknown>;
  onClose: () => void;
};

/**
 * "Agregar soporte" (issue 34): while the excuse waits for the teacher, the family adds the doctor's
 * note (a PDF or a photo) and/or a note to it, instead of a second excuse that would be refused.
 */
export function SupportDialog({ excuse, sending, errors, onSend, onClose }: Props) {
  const draft = useDraft(`excuse-support:${excuse.id}`, { note: "" });
  const [file, setFile] = useState<File | null>(null);
  const [emptyError, setEmptyError] = useState<string | undefined>();
  const fileError = fileProblem(file);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Agregar soporte a la excusa"
      description={`Excusa de ${excuse.studentName} del ${formatDayInWords(excuse.date)}, que espera la revisión de la profesora. Agrega la constancia o una nota.`}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form="support-form" className="btn btn-primary" disabled={sending}>
            {sending ? "Enviando..." : "Agregar soporte"}
          </button>
        </>
      }
    >
      <form
        id="support-form"
        className="form"
        onSubmit={async (event) => {
          event.preventDefault();
          if (fileError) return;
          if (!file && draft.value.note.trim() === "") return setEmptyError("Agrega un archivo o escribe una nota.");
          try {
            await onSend({ id: excuse.id, note: draft.value.note, file });
            draft.clear();
            onClose();
          } catch {
            // The hook shows the server's message next to its field.
          }
        }}
      >
        <FilePicker
          label="Constancia o soporte"
          accept={acceptAttribute(pdfOrImageKinds)}
          hint="PDF o foto, máximo 10MB."
          file={file}
          onChoose={(chosen) => {
            setFile(chosen);
            setEmptyError(undefined);
          }}
          error={fileError ?? errors.file}
        />
        <TextAreaField
          label="Nota (opcional)"
          maxLength={1000}
          value={draft.value.note}
          onChange={(e) => {
            draft.setValue({ note: e.target.value });
            setEmptyError(undefined);
          }}
          error={emptyError ?? errors.note ?? errors.text}
        />
      </form>
    </Modal>
  );
}

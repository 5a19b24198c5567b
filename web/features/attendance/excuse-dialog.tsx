import { DateField } from "../../components/ui/date-field";
import { useState } from "react";
import { attendanceMessages } from "../../../common/attendance/attendance.schema";
import { acceptAttribute, fileTooLargeMessage, maxUploadBytes, namedAsKind, pdfOrImageKinds } from "../../../common/uploads";
import { FilePicker } from "../../components/ui/file-picker";
import { Modal } from "../../components/ui/modal";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useDraft } from "../../lib/drafts";

type Props = {
  childId: number;
  childName: string;
  initialDate: string;
  /** The days that already have an excuse: those take "Agregar soporte", never a second excuse. */
  excusedDates: ReadonlySet<string>;
  sending: boolean;
  errors: Record<string, string>;
  onSend: (values: { date: string; text: string; file: File | null }) => Promise<unknown>;
  onClose: () => void;
};

/** The browser's first look at the chosen file (the server decides by its content). */
export function fileProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!namedAsKind(file, pdfOrImageKinds)) return attendanceMessages.excuseFileKind;
  return file.size > maxUploadBytes ? fileTooLargeMessage : undefined;
}

export const alreadyExcused = "Ese día ya tiene una excusa. Para enviar la constancia, usa «Agregar soporte» en ese día.";

/**
 * "Enviar excusa": the day, why, and a file if the family has one (a medical note); the school's
 * teacher accepts it. The reason is kept as a draft in this browser until it is sent (issue 34).
 */
export function ExcuseDialog({ childId, childName, initialDate, excusedDates, sending, errors, onSend, onClose }: Props) {
  const [date, setDate] = useState(initialDate);
  const draft = useDraft(`excuse:${childId}`, { text: "" });
  const [file, setFile] = useState<File | null>(null);
  const fileError = fileProblem(file);
  const dateTaken = excusedDates.has(date);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Enviar excusa de ${childName}`}
      description="Cuéntale a la escuela por qué no asistió. La profesora la revisa y la acepta."
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form="excuse-form" className="btn btn-primary" disabled={sending || dateTaken}>
            {sending ? "Enviando..." : "Enviar excusa"}
          </button>
        </>
      }
    >
      <form
        id="excuse-form"
        className="form"
        onSubmit={async (event) => {
          event.preventDefault();
          if (fileError || dateTaken) return;
          try {
            await onSend({ date, text: draft.value.text, file });
            draft.clear();
            onClose();
          } catch {
            // The hook shows the server's message next to its field.
          }
        }}
      >
        {draft.restored ? <p className="muted">Recuperamos el motivo que habías empezado a escribir.</p> : null}
        <DateField label="Fecha" required value={date} onChange={setDate} error={dateTaken ? alreadyExcused : errors.date} />
        <TextAreaField label="Motivo" required maxLength={1000} value={draft.value.text} onChange={(e) => draft.setValue({ text: e.target.value })} error={errors.text} />
        <FilePicker
          label="Archivo (opcional)"
          accept={acceptAttribute(pdfOrImageKinds)}
          hint="Una constancia médica u otro soporte: PDF o foto, máximo 10MB."
          file={file}
          onChoose={setFile}
          error={fileError ?? errors.file}
        />
      </form>
    </Modal>
  );
}

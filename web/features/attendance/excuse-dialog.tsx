import { useState } from "react";
import { attendanceMessages } from "../../../common/attendance/attendance.schema";
import { acceptAttribute, fileTooLargeMessage, maxUploadBytes, namedAsKind, pdfOrImageKinds } from "../../../common/uploads";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { TextAreaField } from "../../components/ui/textarea-field";

type Props = {
  childName: string;
  initialDate: string;
  sending: boolean;
  errors: Record<string, string>;
  onSend: (values: { date: string; text: string; file: File | null }) => Promise<unknown>;
  onClose: () => void;
};

/** The browser's first look at the chosen file (the server decides by its content). */
function fileProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!namedAsKind(file, pdfOrImageKinds)) return attendanceMessages.excuseFileKind;
  return file.size > maxUploadBytes ? fileTooLargeMessage : undefined;
}

/** "Enviar excusa": the day, why, and a file if the family has one (a medical note); the school's teacher accepts it. */
export function ExcuseDialog({ childName, initialDate, sending, errors, onSend, onClose }: Props) {
  const [date, setDate] = useState(initialDate);
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
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
          <button type="submit" form="excuse-form" className="btn btn-primary" disabled={sending}>
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
          if (fileError) return;
          try {
            await onSend({ date, text, file });
            onClose();
          } catch {
            // The hook shows the server's message next to its field.
          }
        }}
      >
        <Field label="Fecha" type="date" required value={date} onChange={(e) => setDate(e.target.value)} error={errors.date} />
        <TextAreaField label="Motivo" required maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} error={errors.text} />
        <Field
          label="Archivo (opcional)"
          type="file"
          accept={acceptAttribute(pdfOrImageKinds)}
          hint="Una constancia médica u otro soporte: PDF o foto, máximo 10MB."
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setFileError(fileProblem(chosen));
          }}
          error={fileError ?? errors.file}
        />
      </form>
    </Modal>
  );
}

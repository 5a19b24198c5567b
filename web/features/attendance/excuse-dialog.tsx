import { useState } from "react";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { TextAreaField } from "../../components/ui/textarea-field";

type Props = {
  childName: string;
  initialDate: string;
  sending: boolean;
  errors: Record<string, string>;
  onSend: (values: { date: string; text: string }) => Promise<unknown>;
  onClose: () => void;
};

/** "Enviar excusa": the day and why; the school's teacher accepts it. */
export function ExcuseDialog({ childName, initialDate, sending, errors, onSend, onClose }: Props) {
  const [date, setDate] = useState(initialDate);
  const [text, setText] = useState("");
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
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await onSend({ date, text });
            onClose();
          } catch {
            // The hook shows the server's message next to its field.
          }
        }}
      >
        <Field label="Fecha" type="date" required value={date} onChange={(e) => setDate(e.target.value)} error={errors.date} />
        <TextAreaField label="Motivo" required maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} error={errors.text} />
      </form>
    </Modal>
  );
}

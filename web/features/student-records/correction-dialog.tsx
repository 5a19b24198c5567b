import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fileMessages } from "../../../common/student-records/record-requests";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { TextAreaField } from "../../components/ui/textarea-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

const formId = "record-correction-form";

/** 'Pedir una corrección': the family writes what is wrong; the school answers on this page. Focus returns to the button (Modal). */
export function CorrectionButton({ studentId, firstName }: { studentId: number; firstName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Pedir una corrección
      </button>
      {open ? <CorrectionDialog studentId={studentId} firstName={firstName} close={() => setOpen(false)} /> : null}
    </>
  );
}

function CorrectionDialog({ studentId, firstName, close }: { studentId: number; firstName: string; close: () => void }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = useMutation(
    trpc.studentRecords.requestCorrection.mutationOptions({
      onSuccess: async () => {
        toast.success(fileMessages.requestSent);
        await queryClient.invalidateQueries({ queryKey: trpc.studentRecords.childFile.queryKey({ studentId }) });
        close();
      },
      onError: (e) => {
        const info = apiErrorInfo(e);
        setError(info.fields.message ?? info.message);
      },
    }),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={`Pedir una corrección de la ficha de ${firstName}`}
      description="Cuéntale a la escuela qué dato está mal y cuál es el correcto. La escuela corrige la ficha y te responde aquí."
      footer={
        <FormModalActions formId={formId} busy={send.isPending} onCancel={close}>
          {send.isPending ? "Enviando..." : "Enviar solicitud"}
        </FormModalActions>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim().length < 5) return setError(fileMessages.requestMessage);
          send.mutate({ studentId, message });
        }}
      >
        <TextAreaField label="Qué hay que corregir" value={message} error={error} maxLength={1000} rows={5} onChange={(e) => setMessage(e.target.value)} />
      </form>
    </Modal>
  );
}

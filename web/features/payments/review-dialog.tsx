import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Label, RadioGroup } from "radix-ui";
import { useId, useState } from "react";
import { type Payment, reviewInput } from "../../../common/payments/payments.schema";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { FileButtons } from "../../components/ui/file-buttons";
import { formatDate } from "../../../common/format";
import { periodLabel } from "./payment-labels";
import "./payments.css";

/** Approve (the default) or reject a pending receipt, with optional notes. */
export function ReviewDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<"approved" | "rejected">("approved");
  const [notes, setNotes] = useState("");
  const notesId = useId();
  const review = useMutation(
    trpc.payments.review.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await refreshAfter(queryClient, "payments");
        onClose();
      },
      onError: () => toast.error("Error al procesar el pago"),
    }),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Revisar pago"
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={review.isPending}
            onClick={() => review.mutate({ id: payment.id, status: decision, notes })}
          >
            {review.isPending ? "Guardando..." : "Confirmar revisión"}
          </button>
        </>
      }
    >
      <dl className="facts">
        <dt>Familia</dt>
        <dd>
          {payment.parentName} ({payment.parentEmail})
        </dd>
        <dt>Periodo</dt>
        <dd>{periodLabel(payment.month, payment.year)}</dd>
        <dt>Subido el</dt>
        <dd>{formatDate(payment.uploadedAt)}</dd>
        <dt>Archivo</dt>
        <dd>
          {payment.fileName}
          <span className="button-row compact">
            <FileButtons url={payment.fileUrl} fileName={payment.fileName} />
          </span>
        </dd>
      </dl>
      <fieldset className="fieldset">
        <legend className="field-label">Decisión</legend>
        <RadioGroup.Root className="radio-group" value={decision} onValueChange={(v) => setDecision(v as typeof decision)}>
          {(
            [
              ["approved", "Aprobar"],
              ["rejected", "Rechazar"],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="radio-option">
              <RadioGroup.Item value={value} id={`${notesId}-${value}`} className="radio">
                <RadioGroup.Indicator className="radio-dot" />
              </RadioGroup.Item>
              <Label.Root htmlFor={`${notesId}-${value}`}>{label}</Label.Root>
            </div>
          ))}
        </RadioGroup.Root>
      </fieldset>
      <div className="field">
        <Label.Root htmlFor={notesId} className="field-label">
          Notas (opcional)
        </Label.Root>
        <textarea id={notesId} rows={3} {...inputLimits(reviewInput.shape.notes)} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
    </Modal>
  );
}

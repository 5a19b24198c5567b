import type { Certificate } from "../../../common/certificates/certificates";
import { certificateKindLabels } from "../../../common/student-records/record-codes";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { TextAreaField } from "../../components/ui/textarea-field";

const formId = "revoke-certificate-form";

type Props = { certificate: Certificate; reason: string; fields: Record<string, string>; busy: boolean; setReason: (reason: string) => void; submit: () => void; close: () => void };

/** 'Revocar': the reason stays for the school; the public page then says it is revoked (with the date, never the reason). */
export function RevokeDialog({ certificate, reason, fields, busy, setReason, submit, close }: Props) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={`Revocar ${certificateKindLabels[certificate.kind].toLocaleLowerCase("es-CO")} ${certificate.code}`}
      description={`De ${certificate.studentName}. Quien verifique el código verá que está revocado y desde cuándo, no el motivo. No se puede deshacer.`}
      footer={
        <FormModalActions formId={formId} busy={busy} onCancel={close}>
          {busy ? "Revocando..." : "Revocar"}
        </FormModalActions>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField label="Motivo de la revocación" value={reason} maxLength={300} error={fields.reason} onChange={(e) => setReason(e.target.value)} />
        {fields._ ? (
          <p role="alert" className="field-error">
            {fields._}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
